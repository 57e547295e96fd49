// Content Releases through an unchanged @sanity/client against a real lake (README "Releases"):
// release documents, the release actions and their state rules, atomic publishing, version
// actions, listeners with release perspectives, the Studio's look-ups and the GROQ it sends.
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SanityDocument } from './document';
import type { ValidationProblem } from './releases';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

const WEBHOOK_PORT = 4311;

let dir: string;
let lake: Lake;
let client: SanityClient;
let anonymous: SanityClient;
let session: http2.ClientHttp2Session;
let webhookServer: http.Server;
const webhookCalls: { _id: string; operation: string }[] = [];

/** The validate hook: a document titled "invalid" fails, as a schema rule would. */
async function validate(documents: SanityDocument[]): Promise<ValidationProblem[]> {
  return documents.filter((doc) => doc.title === 'invalid').map((doc) => ({ id: doc._id, path: 'title', message: 'Title is not allowed' }));
}

const clientFor = (target: Lake, token?: string): SanityClient =>
  createClient({ projectId: 'local', dataset: 'production', apiHost: target.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token });

beforeAll(async () => {
  webhookServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      webhookCalls.push(JSON.parse(body) as { _id: string; operation: string });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
  dir = await mkdtemp(path.join(tmpdir(), 'lake-releases-'));
  lake = await startLake({
    dataDir: dir,
    port: 0,
    log: () => undefined,
    validate,
    webhooks: [{ url: `http://127.0.0.1:${WEBHOOK_PORT}/hook`, secret: 's' }],
  });
  trustCertificate(lake.caCertPath);
  client = clientFor(lake, lake.token);
  anonymous = clientFor(lake);
  session = http2.connect(lake.url, { ca: await readFile(lake.caCertPath, 'utf8') });
});

afterAll(async () => {
  session?.close();
  await lake?.close();
  await new Promise((resolve) => webhookServer?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The HTTP status of a rejected client call (0 if it succeeded). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 0;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? -1;
  }
}

async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** GET over HTTP/2: status and parsed JSON body. */
function get(pathname: string, token?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': pathname, ...(token ? { authorization: `Bearer ${token}` } : {}) });
    let status = 0;
    let text = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    stream.on('end', () => resolve({ status, body: text ? JSON.parse(text) : undefined }));
    stream.on('error', reject);
  });
}

/** An open listener: its `mutation` events as parsed JSON. */
function listen(query: string): { events: Record<string, unknown>[]; opened: Promise<void>; stop: () => void } {
  const events: Record<string, unknown>[] = [];
  const stream = session.request({ ':path': `/v2025-02-19/data/listen/production?${query}`, authorization: `Bearer ${lake.token}` });
  const opened = new Promise<void>((resolve) => stream.once('data', () => resolve()));
  let buffer = '';
  stream.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      if (!frame.includes('event: mutation')) continue;
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)) as Record<string, unknown>);
    }
  });
  return { events, opened, stop: () => stream.close() };
}

let counter = 0;
/** A fresh release with the given documents as its versions. */
async function releaseWith(docs: Record<string, unknown>[], metadata: Record<string, unknown> = { title: 'Spring sale' }): Promise<string> {
  const releaseId = `r${++counter}${Date.now().toString(36)}`;
  await client.releases.create({ releaseId, metadata: metadata as { title: string } });
  for (const doc of docs) {
    const publishedId = String(doc._id);
    await client.createVersion({ releaseId, publishedId, document: { ...doc, _id: `versions.${releaseId}.${publishedId}` } as never });
  }
  return releaseId;
}

const release = (releaseId: string) => client.getDocument(`_.releases.${releaseId}`);

describe('release documents (README "Releases")', () => {
  it('are system.release documents under _.releases.{id} with Sanity\'s fields', async () => {
    const { releaseId } = await client.releases.create({ releaseId: 'rdoc', metadata: { title: 'Doc', releaseType: 'asap' } });
    const doc = await client.releases.get({ releaseId });
    expect(doc).toMatchObject({ _id: '_.releases.rdoc', _type: 'system.release', name: 'rdoc', state: 'active', metadata: { title: 'Doc', releaseType: 'asap' } });
    expect(doc?._createdAt).toEqual(expect.any(String));
    expect(doc?._rev).toEqual(expect.any(String));
  });

  it('the release type defaults to undecided', async () => {
    const { releaseId } = await client.releases.create({ releaseId: 'rdefault', metadata: { title: 'T' } });
    expect((await client.releases.get({ releaseId }))?.metadata.releaseType).toBe('undecided');
  });

  it('are readable only with the token, and never in the published perspective', async () => {
    expect((await get('/v2025-02-19/data/doc/production/_.releases.rdoc')).status).toBe(401);
    expect(await anonymous.fetch('*[_type == "system.release"]._id')).toEqual([]);
    expect(await client.fetch('*[_type == "system.release"]._id', {}, { perspective: 'published' })).toEqual([]);
    expect(await client.fetch('*[_type == "system.release"]._id', {}, { perspective: 'raw' })).toContain('_.releases.rdoc');
  });
});

describe('release actions and their state rules (README "Releases")', () => {
  const publishAt = () => new Date(Date.now() + 3_600_000).toISOString();
  it.each([
    ['edit an active release', ['create'], 'edit', 0],
    ['edit a scheduled release', ['create', 'schedule'], 'edit', 409],
    ['schedule a scheduled release', ['create', 'schedule'], 'schedule', 409],
    ['unschedule an active release', ['create'], 'unschedule', 409],
    ['unschedule a scheduled release', ['create', 'schedule'], 'unschedule', 0],
    ['publish a scheduled release', ['create', 'schedule'], 'publish', 409],
    ['archive a scheduled release', ['create', 'schedule'], 'archive', 409],
    ['delete an active release', ['create'], 'delete', 409],
    ['delete an archived release', ['create', 'archive'], 'delete', 0],
    ['publish an archived release', ['create', 'archive'], 'publish', 409],
    ['unarchive an active release', ['create'], 'unarchive', 409],
    ['unarchive an archived release', ['create', 'archive'], 'unarchive', 0],
    ['publish a published release', ['create', 'publish'], 'publish', 409],
    ['delete a published release', ['create', 'publish'], 'delete', 0],
    ['create an existing release', ['create'], 'create', 409],
  ] as const)('%s: %i', async (_name, before, action, expected) => {
    const releaseId = `rs${++counter}`;
    const run = (step: string) => {
      switch (step) {
        case 'create':
          return client.releases.create({ releaseId, metadata: { title: 'States' } });
        case 'edit':
          return client.releases.edit({ releaseId, patch: { set: { 'metadata.title': 'Renamed' } } });
        case 'schedule':
          return client.releases.schedule({ releaseId, publishAt: publishAt() });
        case 'unschedule':
          return client.releases.unschedule({ releaseId });
        case 'publish':
          return client.releases.publish({ releaseId });
        case 'archive':
          return client.releases.archive({ releaseId });
        case 'unarchive':
          return client.releases.unarchive({ releaseId });
        default:
          return client.releases.delete({ releaseId });
      }
    };
    for (const step of before) await run(step);
    expect(await statusOf(run(action))).toBe(expected);
  });

  it('edit patches the metadata, and only the metadata', async () => {
    const releaseId = await releaseWith([]);
    await client.releases.edit({ releaseId, patch: { set: { metadata: { title: 'New', releaseType: 'scheduled', intendedPublishAt: '2031-01-01T00:00:00.000Z' } } } });
    expect((await release(releaseId))?.metadata).toEqual({ title: 'New', releaseType: 'scheduled', intendedPublishAt: '2031-01-01T00:00:00.000Z' });
    expect(await statusOf(client.releases.edit({ releaseId, patch: { set: { state: 'published' } } }))).toBe(400);
    expect(await statusOf(client.releases.edit({ releaseId, patch: { set: { 'metadata.releaseType': 'someday' } } }))).toBe(400);
  });

  it('schedule sets publishAt and state; unschedule clears them', async () => {
    const releaseId = await releaseWith([]);
    const at = publishAt();
    await client.releases.schedule({ releaseId, publishAt: at });
    expect(await release(releaseId)).toMatchObject({ state: 'scheduled', publishAt: at });
    await client.releases.unschedule({ releaseId });
    const after = await release(releaseId);
    expect(after?.state).toBe('active');
    expect(after?.publishAt).toBeUndefined();
  });

  it('archive removes the versions and records them; unarchive restores them', async () => {
    await client.createOrReplace({ _id: 'arch-1', _type: 'page', site: 'alpha', title: 'Live' });
    const releaseId = await releaseWith([{ _id: 'arch-1', _type: 'page', site: 'alpha', title: 'Next' }]);
    await client.releases.archive({ releaseId });
    expect(await release(releaseId)).toMatchObject({ state: 'archived', finalDocumentStates: [{ id: `versions.${releaseId}.arch-1` }] });
    expect(await client.getDocument(`versions.${releaseId}.arch-1`)).toBeUndefined();
    await client.releases.unarchive({ releaseId });
    expect(await release(releaseId)).toMatchObject({ state: 'active' });
    expect(await client.getDocument(`versions.${releaseId}.arch-1`)).toMatchObject({ title: 'Next' });
  });
});

describe('publishing a release (README "Releases")', () => {
  it('applies every version at once: one transaction, one listener event per document, one webhook per document', async () => {
    await client.createOrReplace({ _id: 'pub-1', _type: 'page', site: 'alpha', title: 'Old 1' });
    await client.createOrReplace({ _id: 'pub-gone', _type: 'page', site: 'alpha', title: 'To unpublish' });
    const releaseId = await releaseWith([
      { _id: 'pub-1', _type: 'page', site: 'alpha', title: 'New 1' },
      { _id: 'pub-2', _type: 'page', site: 'alpha', title: 'New 2' },
    ]);
    await client.unpublishVersion({ releaseId, publishedId: 'pub-gone' });
    expect(await client.getDocument(`versions.${releaseId}.pub-gone`)).toMatchObject({ _system: { delete: true } });
    const listener = listen(`query=${encodeURIComponent('*[_id in ["pub-1", "pub-2", "pub-gone"]]')}`);
    await listener.opened;
    webhookCalls.length = 0;

    const { transactionId } = await client.releases.publish({ releaseId });

    const [one, two, gone] = await client.getDocuments(['pub-1', 'pub-2', 'pub-gone']);
    expect(one).toMatchObject({ title: 'New 1', _rev: transactionId });
    expect(two).toMatchObject({ title: 'New 2', _rev: transactionId });
    expect(gone).toBeNull();
    expect(await client.fetch('*[sanity::partOfRelease($releaseId)]._id', { releaseId }, { perspective: 'raw' })).toEqual([]);
    const published = await release(releaseId);
    expect(published).toMatchObject({ state: 'published', publishedAt: expect.any(String) });
    expect(((published?.finalDocumentStates ?? []) as { id: string }[]).map((entry) => entry.id).sort()).toEqual(
      ['pub-1', 'pub-2', 'pub-gone'].map((id) => `versions.${releaseId}.${id}`),
    );
    await expect.poll(() => listener.events.length).toBe(3);
    listener.stop();
    expect(new Set(listener.events.map((event) => event.transactionId))).toEqual(new Set([transactionId]));
    expect(listener.events.map((event) => event.transactionTotalEvents)).toEqual([3, 3, 3]);
    await expect.poll(() => webhookCalls.length).toBe(3);
    expect(webhookCalls.map((call) => `${call._id} ${call.operation}`).sort()).toEqual(['pub-1 update', 'pub-2 create', 'pub-gone delete']);
  });

  it('tells the web app a slug the release changed, old and new (README "Redirects": no Studio action runs for a release)', async () => {
    await client.createOrReplace({ _id: 'slug-1', _type: 'page', site: 'alpha', title: 'Service', slug: { _type: 'slug', current: 'service' } });
    const releaseId = await releaseWith([{ _id: 'slug-1', _type: 'page', site: 'alpha', title: 'Service', slug: { _type: 'slug', current: 'book-a-service' } }]);
    webhookCalls.length = 0;
    await client.releases.publish({ releaseId });
    await expect.poll(() => webhookCalls.length).toBe(1);
    expect(webhookCalls[0]).toEqual({ _id: 'slug-1', _type: 'page', site: 'alpha', operation: 'update', slug: 'book-a-service', previousSlug: 'service' });
  });

  it('is all or nothing: a document failing validation refuses the publish with a 409 naming it, and nothing changes', async () => {
    await client.createOrReplace({ _id: 'val-1', _type: 'page', site: 'alpha', title: 'Fine' });
    const releaseId = await releaseWith([
      { _id: 'val-1', _type: 'page', site: 'alpha', title: 'Also fine' },
      { _id: 'val-2', _type: 'page', site: 'alpha', title: 'invalid' },
    ]);
    const message = await messageOf(client.releases.publish({ releaseId }));
    expect(message).toContain('val-2 title: Title is not allowed');
    expect(await statusOf(client.releases.publish({ releaseId }))).toBe(409);
    expect(await client.getDocument('val-1')).toMatchObject({ title: 'Fine' });
    expect(await client.getDocument('val-2')).toBeUndefined();
    expect((await release(releaseId))?.state).toBe('active');
  });

  it('a version of a deleted document publishes it again (a version is a whole document)', async () => {
    await client.createOrReplace({ _id: 'del-1', _type: 'page', site: 'alpha', title: 'Before' });
    const releaseId = await releaseWith([{ _id: 'del-1', _type: 'page', site: 'alpha', title: 'After' }]);
    await client.delete('del-1');
    expect(await client.getDocument(`versions.${releaseId}.del-1`)).toMatchObject({ title: 'After' });
    await client.releases.publish({ releaseId });
    expect(await client.getDocument('del-1')).toMatchObject({ title: 'After' });
  });

  it('a version marked to unpublish a document deleted meanwhile publishes as a no-op', async () => {
    await client.createOrReplace({ _id: 'del-2', _type: 'page', site: 'alpha', title: 'Before' });
    const releaseId = await releaseWith([]);
    await client.unpublishVersion({ releaseId, publishedId: 'del-2' });
    await client.delete('del-2');
    await client.releases.publish({ releaseId });
    expect(await client.getDocument('del-2')).toBeUndefined();
    expect((await release(releaseId))?.state).toBe('published');
  });
});

describe('version actions into releases (README "Releases")', () => {
  it.each([
    ['a release that does not exist', async (): Promise<string> => 'nosuch', 404],
    ['an archived release', async (): Promise<string> => {
      const id = await releaseWith([]);
      await client.releases.archive({ releaseId: id });
      return id;
    }, 409],
    ['a scheduled release', async (): Promise<string> => {
      const id = await releaseWith([]);
      await client.releases.schedule({ releaseId: id, publishAt: new Date(Date.now() + 3_600_000).toISOString() });
      return id;
    }, 409],
  ] as const)('create into %s is refused with %i', async (_name, makeRelease, status) => {
    const releaseId = await makeRelease();
    expect(await statusOf(client.createVersion({ releaseId, publishedId: 'v-1', document: { _id: `versions.${releaseId}.v-1`, _type: 'page', site: 'alpha' } as never }))).toBe(status);
  });

  it('replace and discard in a scheduled release are refused until it is unscheduled', async () => {
    const releaseId = await releaseWith([{ _id: 'v-2', _type: 'page', site: 'alpha', title: 'A' }]);
    await client.releases.schedule({ releaseId, publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    const replace = () => client.replaceVersion({ releaseId, publishedId: 'v-2', document: { _type: 'page', site: 'alpha', title: 'B' } as never });
    expect(await statusOf(replace())).toBe(409);
    expect(await statusOf(client.discardVersion({ releaseId, publishedId: 'v-2' }))).toBe(409);
    await client.releases.unschedule({ releaseId });
    expect(await statusOf(replace())).toBe(0);
    expect(await statusOf(client.discardVersion({ releaseId, publishedId: 'v-2' }))).toBe(0);
  });

  it('document actions on a version (edit, discard) follow the same rule', async () => {
    const releaseId = await releaseWith([{ _id: 'v-3', _type: 'page', site: 'alpha', title: 'A' }]);
    await client.releases.schedule({ releaseId, publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    const versionId = `versions.${releaseId}.v-3`;
    expect(await statusOf(client.action({ actionType: 'sanity.action.document.edit', draftId: versionId, publishedId: 'v-3', patch: { set: { title: 'B' } } }))).toBe(409);
    expect(await statusOf(client.action({ actionType: 'sanity.action.document.discard', draftId: versionId } as never))).toBe(409);
    expect(await client.getDocument(versionId)).toMatchObject({ title: 'A' });
  });

  it('a release belongs to the site of its first document: another site\'s document is a 409 naming both', async () => {
    const releaseId = await releaseWith([{ _id: 'site-a', _type: 'page', site: 'alpha', title: 'A' }]);
    const message = await messageOf(client.createVersion({ releaseId, publishedId: 'site-b', document: { _id: `versions.${releaseId}.site-b`, _type: 'page', site: 'beta' } as never }));
    expect(message).toContain(`versions.${releaseId}.site-a`);
    expect(message).toContain('"alpha"');
    expect(message).toContain(`versions.${releaseId}.site-b`);
    expect(message).toContain('"beta"');
    expect(await statusOf(client.createVersion({ releaseId, publishedId: 'site-b', document: { _id: `versions.${releaseId}.site-b`, _type: 'page', site: 'beta' } as never }))).toBe(409);
  });

  it('unpublishing a version of a document that is not published is a 400', async () => {
    const releaseId = await releaseWith([]);
    expect(await statusOf(client.unpublishVersion({ releaseId, publishedId: 'never-published' }))).toBe(400);
  });

  it('the Studio reverts an unpublish by unsetting _system.delete with an edit action', async () => {
    await client.createOrReplace({ _id: 'rev-1', _type: 'page', site: 'alpha', title: 'Stay' });
    const releaseId = await releaseWith([]);
    await client.unpublishVersion({ releaseId, publishedId: 'rev-1' });
    const versionId = `versions.${releaseId}.rev-1`;
    await client.action({ actionType: 'sanity.action.document.edit', draftId: versionId, publishedId: 'rev-1', patch: { unset: ['_system.delete'] } });
    expect((await client.getDocument(versionId))?._system).toEqual({});
  });
});

describe('bad input is a clear 4xx (README "Releases")', () => {
  it.each([
    ['a schedule in the past', (id: string) => client.releases.schedule({ releaseId: id, publishAt: '2020-01-01T00:00:00.000Z' }), 400, 'in the past'],
    ['a schedule two minutes ago', (id: string) => client.releases.schedule({ releaseId: id, publishAt: new Date(Date.now() - 120_000).toISOString() }), 400, 'in the past'],
    ['a schedule that is not a date', (id: string) => client.releases.schedule({ releaseId: id, publishAt: 'tomorrow' }), 400, 'ISO 8601'],
    ['an unknown release', () => client.releases.publish({ releaseId: 'unknown-release' }), 404, 'does not exist'],
    ['a release id with a dot', () => client.releases.create({ releaseId: 'a.b', metadata: { title: 'x' } }), 400, 'releaseId'],
    ['an unknown release action', () => client.action({ actionType: 'sanity.action.release.explode', releaseId: 'x' } as never), 400, 'not supported'],
  ] as const)('%s: %i', async (_name, call, status, text) => {
    const releaseId = await releaseWith([]);
    expect(await statusOf(call(releaseId))).toBe(status);
    expect(await messageOf(call(releaseId))).toContain(text);
  });
});

describe('the Studio\'s permission probe (README "Releases")', () => {
  it('a dry-run schedule at the browser\'s "now", a moment old on arrival, is allowed and changes nothing', async () => {
    const releaseId = await releaseWith([]);
    await client.releases.schedule({ releaseId, publishAt: new Date(Date.now() - 2_000).toISOString() }, { dryRun: true });
    expect((await client.releases.get({ releaseId }))?.state).toBe('active');
  });
});

describe('listeners with release perspectives (README "Releases")', () => {
  it('perspective=rX,drafts and includeAllVersions hear version changes; a plain listener does not', async () => {
    const releaseId = await releaseWith([]);
    const plain = listen(`query=${encodeURIComponent('*[_type == "page"]')}`);
    const stacked = listen(`query=${encodeURIComponent('*[_type == "page"]')}&perspective=${releaseId},drafts`);
    const all = listen(`query=${encodeURIComponent('*[_type == "page"]')}&includeAllVersions=true`);
    await Promise.all([plain.opened, stacked.opened, all.opened]);
    await client.createVersion({ releaseId, publishedId: 'l-1', document: { _id: `versions.${releaseId}.l-1`, _type: 'page', site: 'alpha' } as never });
    await client.create({ _id: 'l-marker', _type: 'page', site: 'alpha' });
    await expect.poll(() => plain.events.length).toBe(1);
    await expect.poll(() => stacked.events.length).toBe(2);
    await expect.poll(() => all.events.length).toBe(2);
    for (const listener of [plain, stacked, all]) listener.stop();
    expect(plain.events[0]?.documentId).toBe('l-marker');
    expect(stacked.events[0]?.documentId).toBe(`versions.${releaseId}.l-1`);
  });

  it('a bad perspective is a 400', async () => {
    expect((await get('/v2025-02-19/data/listen/production?query=*&perspective=a.b', lake.token)).status).toBe(400);
  });
});

describe('a release\'s activity, as the Studio\'s Activity panel reads it (README "Releases")', () => {
  type Event = { type: string; author: string; releaseName: string; documentId?: string; documentType?: string; publishAt?: string; change?: unknown };
  const activity = async (releaseId: string, query = '') => {
    const { status, body } = await get(`/v2025-02-19/data/history/production/events/releases/${releaseId}${query}`, lake.token);
    expect(status).toBe(200);
    return body as { events: Event[]; nextCursor: string };
  };

  it('lists created, added, scheduled, unscheduled, discarded and published, newest first', async () => {
    await client.createOrReplace({ _id: 'act-1', _type: 'page', site: 'alpha', title: 'A' });
    const releaseId = await releaseWith([{ _id: 'act-1', _type: 'page', site: 'alpha', title: 'A2' }, { _id: 'act-2', _type: 'page', site: 'alpha', title: 'B' }], { title: 'Sale', releaseType: 'asap' });
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    await client.releases.schedule({ releaseId, publishAt });
    await client.releases.unschedule({ releaseId });
    await client.discardVersion({ releaseId, publishedId: 'act-2' });
    await client.releases.edit({ releaseId, patch: { set: { metadata: { title: 'Sale (edited)', releaseType: 'asap' } } } });
    await client.releases.publish({ releaseId });

    const { events, nextCursor } = await activity(releaseId);
    expect(nextCursor).toBe('');
    // A title edit is not an event (the Studio reads those from the transaction log); versions the
    // publish removed are the publish, not discards.
    expect(events.map((event) => [event.type, event.documentId ?? event.publishAt ?? ''])).toEqual([
      ['publishRelease', ''],
      ['discardDocumentFromRelease', 'act-2'],
      ['unscheduleRelease', ''],
      ['scheduleRelease', publishAt],
      ['addDocumentToRelease', 'act-2'],
      ['addDocumentToRelease', 'act-1'],
      ['createRelease', ''],
    ]);
    expect(events.at(-1)).toMatchObject({ releaseName: releaseId, author: expect.any(String), change: { releaseType: 'asap' } });
    expect(events.at(-2)).toMatchObject({ documentType: 'page', versionId: `versions.${releaseId}.act-1` });
  });

  it('pages with limit and nextCursor; an unknown release has no activity', async () => {
    const releaseId = await releaseWith([{ _id: 'act-3', _type: 'page', site: 'alpha', title: 'C' }]);
    await client.releases.archive({ releaseId });
    await client.releases.unarchive({ releaseId });
    const first = await activity(releaseId, '?limit=2');
    expect(first.events.map((event) => event.type)).toEqual(['unarchiveRelease', 'archiveRelease']);
    const rest = await activity(releaseId, `?limit=2&nextCursor=${first.nextCursor}`);
    expect(rest).toEqual({ events: [expect.objectContaining({ type: 'addDocumentToRelease' }), expect.objectContaining({ type: 'createRelease' })], nextCursor: '' });
    expect(await activity('nosuchrelease')).toEqual({ events: [], nextCursor: '' });
  });
});

describe('the Studio\'s look-ups for releases (README "Releases")', () => {
  it('features say content releases are on', async () => {
    expect((await get('/v2025-02-19/features', lake.token)).body).toContain('contentReleases');
    expect((await get('/v2025-02-19/features', lake.token)).body).toContain('singleDocRelease');
  });

  it('new-content-release-allowed answers the limits the Studio reads', async () => {
    const { status, body } = await get('/vX/projects/local/new-content-release-allowed', lake.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { datasetReleaseLimit: 100, orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: expect.any(Number) } });
  });

  it('journey look-ups answer null ("no upsell"), but for releases the dialog the Studio shows at the limit', async () => {
    expect(await get('/v2025-02-19/journey/scheduled-drafts', lake.token)).toEqual({ status: 200, body: null });
    const { body } = await get('/v2025-02-19/journey/content-releases', lake.token);
    expect(body).toMatchObject({ ctaButton: { text: 'About release limits' }, secondaryButton: { url: '' } });
    expect(JSON.stringify(body)).toContain('This dataset may have 100 active releases at once');
  });
});

describe('GROQ the Studio sends with releases on (README "Releases")', () => {
  it('the releases store query (_id in path("_.releases.*"), coalesce, select)', async () => {
    const query = `*[_type=="system.release" && _id in path("_.releases.*")] {_id, state, "metadata": coalesce(metadata, {"title": ""}), ...select(length(error.message) > 0 => { error }, {})} | order(_createdAt desc)`;
    const result = await client.fetch<{ _id: string; state: string }[]>(query, {}, { perspective: 'raw' });
    expect(result.map((doc) => doc._id)).toContain('_.releases.rdoc');
  });

  it('sanity::versionOf, sanity::partOfRelease, releases::all and string::split', async () => {
    await client.createOrReplace({ _id: 'groq-1', _type: 'page', site: 'alpha', title: 'P' });
    const releaseId = await releaseWith([{ _id: 'groq-1', _type: 'page', site: 'alpha', title: 'V' }]);
    await client.createOrReplace({ _id: 'drafts.groq-1', _type: 'page', site: 'alpha', title: 'D' });
    // The preview store's id sets (preview.observe-version-ids) and type look-ups.
    expect(((await client.fetch<string[][]>('[*[sanity::versionOf("groq-1")]._id]', {}, { perspective: 'raw' }))[0] ?? []).sort()).toEqual(
      ['drafts.groq-1', 'groq-1', `versions.${releaseId}.groq-1`].sort(),
    );
    expect(await client.fetch('*[sanity::versionOf($publishedId)][0]._type', { publishedId: 'groq-1' })).toBe('page');
    const metadataQuery = `{"docs": *[sanity::partOfRelease("${releaseId}")]{_updatedAt, "docId": string::split(_id, ".")[2]}}`;
    expect(await client.fetch(metadataQuery, {}, { perspective: 'raw' })).toEqual({ docs: [{ _updatedAt: expect.any(String), docId: 'groq-1' }] });
    expect(await client.fetch('releases::all()[_id == $id][0].state', { id: `_.releases.${releaseId}` }, { perspective: 'raw' })).toBe('active');
    // preview.document-paths with a release perspective.
    expect(await client.fetch('*[_id == "groq-1"][0].title', {}, { perspective: [releaseId] })).toBe('V');
  });
});
