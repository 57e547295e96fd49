// Streams and history need the token (README.md "Who may use it, and how much"). The anonymous
// live-events stream used to announce every commit, drafts included, and anyone could open a
// listener. Listeners and history now need the token; the live-events stream without a token (which
// the Studio's Presentation tool opens) hears published changes only.
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let client: SanityClient;
let session: http2.ClientHttp2Session;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-access-'));
  lake = await startLake({ dataDir: dir, port: 0, log: () => undefined });
  trustCertificate(lake.caCertPath);
  client = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: lake.token });
  await client.create({ _id: 'access-1', _type: 'page' });
  session = http2.connect(lake.url, { ca: await readFile(lake.caCertPath, 'utf8') });
});

afterAll(async () => {
  session?.close();
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Opens a stream and resolves with its status and, for a 200, its first chunk; then closes it. */
function open(pathname: string, token?: string): Promise<{ status: number; first: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': pathname, ...(token ? { authorization: `Bearer ${token}` } : {}) });
    let status = 0;
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.once('data', (chunk: Buffer) => {
      resolve({ status, first: chunk.toString() });
      stream.close();
    });
    stream.on('error', reject);
  });
}

/** Collects the SSE events of an open stream until `stop()`. */
function collect(pathname: string, token?: string): { events: string[]; opened: Promise<void>; stop: () => void } {
  const events: string[] = [];
  const stream = session.request({ ':path': pathname, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const opened = new Promise<void>((resolve) => stream.once('data', () => resolve()));
  stream.on('data', (chunk: Buffer) => events.push(...chunk.toString().split('\n\n').filter((frame) => frame.includes('event: message'))));
  return { events, opened, stop: () => stream.close() };
}

describe('streams and history need the token (lake README "Who may use it, and how much")', () => {
  const v = '/v2025-02-19';
  it.each([
    ['a listener', `${v}/data/listen/production?query=*`, 401, 200],
    ['document history events', `${v}/data/history/production/events/documents/access-1`, 401, 200],
    ['the history transaction log', `${v}/data/history/production/transactions/access-1`, 401, 200],
    ['documents at a revision', `${v}/data/history/production/documents/access-1?lastRevision=true`, 401, 200],
    ['live events with drafts', `${v}/data/live/events/production?includeDrafts=true`, 401, 200],
    ['live events of published documents', `${v}/data/live/events/production`, 200, 200],
  ])('%s: %i without a token, %i with it', async (_name, pathname, anonymous, withToken) => {
    const refused = await open(pathname);
    expect(refused.status).toBe(anonymous);
    if (anonymous === 401) expect(JSON.parse(refused.first)).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await open(pathname, lake.token)).status).toBe(withToken);
  });

  it('live events without a token announce published changes only; with drafts and the token, every change', async () => {
    const anonymous = collect(`${v}/data/live/events/production`);
    const editor = collect(`${v}/data/live/events/production?includeDrafts=true`, lake.token);
    await Promise.all([anonymous.opened, editor.opened]);
    const draft = await client.create({ _id: 'drafts.access-2', _type: 'page', title: 'secret plans' });
    const published = await client.create({ _id: 'access-2', _type: 'page' });
    const privatePath = await client.create({ _id: 'private.access-3', _type: 'page' });
    await expect.poll(() => editor.events.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    anonymous.stop();
    editor.stop();
    expect(anonymous.events).toHaveLength(1);
    expect(anonymous.events[0]).toContain(published._rev);
    expect(anonymous.events.join()).not.toContain(draft._rev);
    expect(anonymous.events.join()).not.toContain(privatePath._rev);
  });
});
