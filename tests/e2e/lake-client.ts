import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tls from 'node:tls';
import { createClient, type SanityClient } from '@sanity/client';
import { dataDir, lakeUrl } from './stack';

let client: SanityClient | undefined;

/** An editor's @sanity/client against the e2e lake: its token, and its self-signed certificate trusted. */
export function editorClient(): SanityClient {
  client ??= lakeEditorClient(join(dataDir, 'lake'), lakeUrl);
  return client;
}

/** An editor's @sanity/client against any local lake (e.g. a cluster's), from its data folder. */
export function lakeEditorClient(lakeDir: string, url: string): SanityClient {
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(join(lakeDir, 'cert.pem'), 'utf8')]);
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: readFileSync(join(lakeDir, 'token'), 'utf8').trim(),
  });
}
