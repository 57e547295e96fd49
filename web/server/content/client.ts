import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import tls from 'node:tls';
import { createClient, type SanityClient } from '@sanity/client';
import { studioOrigin } from '../http/security-headers';
import { currentContentConfig, type ContentConfig } from './config';
import { currentPreviewPerspective } from './preview-perspective';
import { previewStega } from './stega';

let trusted = false;

/**
 * The lake serves HTTPS with a certificate generated on first start. Add it to this process's
 * trusted roots (Node 24's tls.setDefaultCACertificates) rather than turning verification off.
 */
function trustLakeCertificate(path: string | undefined) {
  if (trusted || !path || !existsSync(path)) return;
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(path, 'utf8')]);
  trusted = true;
}

/** Where the content store is, for every client of this file (the lake's certificate trusted first). */
function storeOptions(config: ContentConfig) {
  trustLakeCertificate(config.caCertPath);
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: '2025-02-19',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  };
}

let published: SanityClient | undefined;
let drafts: SanityClient | undefined;

/** The one content path of the web app: @sanity/client, against the local lake or Sanity. */
export function contentClient(preview = false): SanityClient {
  const config = currentContentConfig();
  const base = storeOptions(config);
  if (!preview) {
    // Published content only, no token: what a shopper may see.
    return (published ??= createClient({ ...base, useCdn: config.mode === 'sanity', perspective: 'published' }));
  }
  if (!config.token) throw new Error('Preview needs a read token (SANITY_API_TOKEN, or the lake token in .data/lake/token).');
  drafts ??= createClient({ ...base, useCdn: false, perspective: 'drafts', token: config.token });
  return inPerspective(drafts);
}

let writer: { token: string; client: SanityClient } | undefined;

/**
 * The one client that writes content: redirects kept for a changed slug (README "Redirects").
 * Undefined without a write token (a Sanity project without SANITY_WRITE_TOKEN).
 */
export function contentWriteClient(): SanityClient | undefined {
  const config = currentContentConfig();
  if (!config.writeToken) return undefined;
  if (writer?.token !== config.writeToken) {
    const client = createClient({
      ...storeOptions(config),
      useCdn: false,
      perspective: 'raw',
      token: config.writeToken,
    });
    writer = { token: config.writeToken, client };
  }
  return writer.client;
}

/** A preview client reads the release the editor picked in the Studio (preview-perspective.ts), else the drafts. */
function inPerspective(client: SanityClient): SanityClient {
  const perspective = currentPreviewPerspective();
  return perspective === 'drafts' ? client : client.withConfig({ perspective });
}

const editable = new Map<string, SanityClient>();

/**
 * The client for a site's editable content (pages, menus, legal pages, posts, promos, locations).
 * In preview its strings carry stega edit marks for Presentation's click-to-edit (README
 * "Click-to-edit in Presentation"); shoppers get the plain published client, so their HTML never
 * holds a mark. Site settings and the theme keep the unmarked client: they feed <head> and CSS.
 */
export function siteContentClient(site: string, preview: boolean): SanityClient {
  if (!preview) return contentClient(false);
  let client = editable.get(site);
  if (!client) {
    client = contentClient(true).withConfig({ perspective: 'drafts', stega: previewStega(site, studioOrigin()) });
    editable.set(site, client);
  }
  return inPerspective(client);
}
