// The lake driven by the real @sanity/client, the way the web app and scripts will use it.
import { createClient, type MutationEvent, type SanityClient } from '@sanity/client';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let client: SanityClient;
let anonymous: SanityClient;
const logLines: string[] = [];

// A stand-in for the web app's revalidation route.
const hookSecret = 'test-webhook-secret';
const received: { body: unknown; authorization: string | undefined }[] = [];
const hookServer = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    received.push({ body: JSON.parse(text), authorization: req.headers.authorization });
    res.writeHead(200).end('{}');
  });
});

const clientFor = (url: string, token?: string): SanityClient =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-test-'));
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/api/revalidate`;
  const seed = path.join(dir, 'seed.ndjson');
  await writeFile(
    seed,
    [
      { _id: 'settings-alpha', _type: 'siteSettings', site: 'alpha', title: 'Alpha Motors' },
      { _id: 'settings-beta', _type: 'siteSettings', site: 'beta', title: 'Beta Cars' },
    ]
      .map((doc) => JSON.stringify(doc))
      .join('\n'),
  );
  lake = await startLake({
    dataDir: path.join(dir, 'lake'),
    port: 0,
    seedFiles: [seed],
    webhooks: [{ url: hookUrl, secret: hookSecret }],
    log: (line) => logLines.push(line),
  });
  trustCertificate(lake.caCertPath);
  client = clientFor(lake.url, lake.token);
  anonymous = clientFor(lake.url);
});

afterAll(async () => {
  await lake?.close();
  hookServer.close();
  await rm(dir, { recursive: true, force: true });
});

/** The error a promise rejects with (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error & { statusCode?: number; details?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { statusCode?: number };
  }
  throw new Error('expected the promise to reject');
}

describe('setup', () => {
  it('writes the token with mode 0600 and serves over trusted TLS', async () => {
    expect((await readFile(lake.tokenPath, 'utf8')).trim()).toBe(lake.token);
    const { stat } = await import('node:fs/promises');
    expect((await stat(lake.tokenPath)).mode & 0o777).toBe(0o600);
    expect(lake.url).toMatch(/^https:\/\/localhost:\d+$/);
  });

  it('negotiates HTTP/2 over TLS (raw node:http2)', async () => {
    const session = http2.connect(lake.url, { ca: await readFile(lake.caCertPath, 'utf8') });
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/v2025-02-19/data/query/production?query=count(*%5B_type%3D%3D%22siteSettings%22%5D)' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ result: 2 });
    } finally {
      session.close();
    }
  });

  it('answers CORS preflights from the sites\' origins with credentials (others: see cors.test.ts)', async () => {
    const res = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'OPTIONS',
      headers: { origin: 'http://alpha.localhost:3000', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://alpha.localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('loads seed files on the first start', async () => {
    expect(await anonymous.fetch('*[_type == "siteSettings"] | order(_id asc).site')).toEqual(['alpha', 'beta']);
  });
});

describe('queries', () => {
  it('runs GROQ with params, over GET and (for long queries) POST', async () => {
    expect(await anonymous.fetch('*[_type == $type && site == $site][0].title', { type: 'siteSettings', site: 'beta' })).toBe('Beta Cars');
    const padding = ' '.repeat(12_000); // @sanity/client switches to POST above ~11 kB
    expect(await anonymous.fetch(`*[_id == $id][0].title${padding}`, { id: 'settings-alpha' })).toBe('Alpha Motors');
  });

  it('returns {query, result, ms} when asked for the raw response', async () => {
    const response = await anonymous.fetch('count(*[_type == "siteSettings"])', {}, { filterResponse: false });
    expect(response).toMatchObject({ query: 'count(*[_type == "siteSettings"])', result: 2 });
    expect(typeof response.ms).toBe('number');
  });

  it('reports malformed GROQ as a 400 queryParseError', async () => {
    const error = await rejection(anonymous.fetch('*[_type == ]'));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({ type: 'queryParseError', query: '*[_type == ]' });
    expect(error.message).toContain('GROQ query parse error');
  });

  it('rejects a query that uses a param the request does not give', async () => {
    const error = await rejection(anonymous.fetch('*[_id == $missing]'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('$missing');
  });

  it('answers 404 for other datasets and unknown routes', async () => {
    const other = createClient({ ...client.config(), dataset: 'staging' });
    expect((await rejection(other.fetch('1'))).statusCode).toBe(404);
    const res = await fetch(`${lake.url}/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('perspectives', () => {
  beforeAll(async () => {
    await client
      .transaction()
      .createOrReplace({ _id: 'persp-1', _type: 'perspTest', title: 'Published title' })
      .createOrReplace({ _id: 'drafts.persp-1', _type: 'perspTest', title: 'Draft title' })
      .createOrReplace({ _id: 'drafts.persp-2', _type: 'perspTest', title: 'New, unpublished' })
      .commit();
  });
  const q = '*[_type == "perspTest"] | order(_id asc){_id, _originalId, title}';

  it('published (the default) hides drafts', async () => {
    expect(await client.fetch(q)).toEqual([{ _id: 'persp-1', _originalId: null, title: 'Published title' }]);
    expect(await anonymous.fetch(q, {}, { perspective: 'published' })).toHaveLength(1);
  });

  it('drafts overlays drafts on published documents under the published id', async () => {
    expect(await client.fetch(q, {}, { perspective: 'drafts' })).toEqual([
      { _id: 'persp-1', _originalId: 'drafts.persp-1', title: 'Draft title' },
      { _id: 'persp-2', _originalId: 'drafts.persp-2', title: 'New, unpublished' },
    ]);
    // `previewDrafts` is the old name (the client warns about it, so ask over plain HTTP).
    const res = await fetch(`${lake.url}/v2025-02-19/data/query/production?perspective=previewDrafts&query=${encodeURIComponent(`count(${q})`)}`, {
      headers: { authorization: `Bearer ${lake.token}` },
    });
    expect(await res.json()).toMatchObject({ result: 2 });
  });

  it('raw returns every document as stored', async () => {
    const ids = (await client.fetch(q, {}, { perspective: 'raw' })).map((doc: { _id: string }) => doc._id);
    expect(ids).toEqual(['drafts.persp-1', 'drafts.persp-2', 'persp-1']);
  });

  it('unpublished perspectives and draft reads need the token', async () => {
    expect((await rejection(anonymous.fetch(q, {}, { perspective: 'drafts' }))).statusCode).toBe(401);
    expect((await rejection(anonymous.fetch(q, {}, { perspective: 'raw' }))).statusCode).toBe(401);
    expect((await rejection(anonymous.getDocument('drafts.persp-1'))).statusCode).toBe(401);
    expect(await anonymous.getDocument('persp-1')).toMatchObject({ title: 'Published title' });
    expect(await client.getDocument('drafts.persp-1')).toMatchObject({ title: 'Draft title' });
  });

  it('anonymous readers see root-path documents only, as on Sanity ("." in an id makes it private)', async () => {
    await client
      .transaction()
      .createOrReplace({ _id: 'menu.alpha', _type: 'pathTest', label: 'in a path' })
      .createOrReplace({ _id: 'root-alpha', _type: 'pathTest', label: 'root', menu: { _type: 'reference', _ref: 'menu.alpha' } })
      .commit();
    const q = '*[_type == "pathTest"] | order(_id asc){_id, "menu": menu->label}';
    expect(await anonymous.fetch(q)).toEqual([{ _id: 'root-alpha', menu: null }]);
    expect(await client.fetch(q)).toEqual([
      { _id: 'menu.alpha', menu: null },
      { _id: 'root-alpha', menu: 'in a path' },
    ]);
    expect((await rejection(anonymous.getDocument('menu.alpha'))).statusCode).toBe(401);
  });

  it('getDocuments returns null for ids that do not exist', async () => {
    expect(await client.getDocuments(['persp-1', 'nope'])).toEqual([expect.objectContaining({ _id: 'persp-1' }), null]);
  });
});

describe('mutations', () => {
  it('create generates ids, sets system fields, and refuses an existing id with 409', async () => {
    const created = await client.create({ _type: 'mutTest', title: 'A' });
    expect(created._id).toMatch(/^[a-zA-Z0-9]{22}$/);
    expect(created._rev).toEqual(expect.any(String));
    expect(created._createdAt).toBe(created._updatedAt);
    const error = await rejection(client.create({ _id: created._id, _type: 'mutTest' }));
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('already exists');
  });

  it('createOrReplace keeps _createdAt; createIfNotExists leaves an existing document alone', async () => {
    const first = await client.createOrReplace({ _id: 'mut-cor', _type: 'mutTest', title: 'one' });
    const second = await client.createOrReplace({ _id: 'mut-cor', _type: 'mutTest', title: 'two' });
    expect(second).toMatchObject({ title: 'two', _createdAt: first._createdAt });
    expect(second._rev).not.toBe(first._rev);
    const third = await client.createIfNotExists({ _id: 'mut-cor', _type: 'mutTest', title: 'three' });
    expect(third).toMatchObject({ title: 'two', _rev: second._rev });
    const result = await client.mutate([{ createIfNotExists: { _id: 'mut-cor', _type: 'mutTest' } }]);
    // @sanity/client always asks for returnDocuments; results carry the document.
    expect(result.results).toMatchObject([{ id: 'mut-cor', operation: 'none', document: { title: 'two' } }]);
  });

  it('patches with set, unset, setIfMissing, inc, dec and insert (before/after/replace, key paths)', async () => {
    await client.createOrReplace({
      _id: 'mut-patch',
      _type: 'mutTest',
      title: 'Old',
      obsolete: true,
      views: 1,
      stock: 10,
      blocks: [
        { _key: 'a', _type: 'hero' },
        { _key: 'b', _type: 'text' },
      ],
    });
    const patched = await client
      .patch('mut-patch')
      .set({ title: 'New', 'seo.title': 'SEO' })
      .unset(['obsolete'])
      .setIfMissing({ views: 100, tags: [] })
      .inc({ views: 2 })
      .dec({ stock: 3 })
      .insert('after', 'blocks[-1]', [{ _key: 'c', _type: 'cta' }])
      .commit();
    expect(patched).toMatchObject({ title: 'New', seo: { title: 'SEO' }, views: 3, stock: 7, tags: [] });
    expect(patched).not.toHaveProperty('obsolete');
    expect(patched.blocks.map((b: { _key: string }) => b._key)).toEqual(['a', 'b', 'c']);

    const again = await client
      .patch('mut-patch')
      .insert('before', 'blocks[_key=="b"]', [{ _key: 'x', _type: 'gallery' }])
      .set({ 'blocks[_key=="a"].heading': 'Hello' })
      .commit();
    expect(again.blocks.map((b: { _key: string }) => b._key)).toEqual(['a', 'x', 'b', 'c']);
    expect(again.blocks[0]).toMatchObject({ heading: 'Hello' });
    const replaced = await client.patch('mut-patch').insert('replace', 'blocks[_key=="x"]', [{ _key: 'y', _type: 'faq' }]).commit();
    expect(replaced.blocks.map((b: { _key: string }) => b._key)).toEqual(['a', 'y', 'b', 'c']);
  });

  it('deletes by id and by query', async () => {
    await client.transaction().create({ _id: 'mut-del-1', _type: 'delTest' }).create({ _id: 'mut-del-2', _type: 'delTest' }).commit();
    const byId = await client.delete('mut-del-1');
    expect(byId.results).toMatchObject([{ id: 'mut-del-1', operation: 'delete' }]);
    const byQuery = await client.delete({ query: '*[_type == "delTest"]' });
    expect(byQuery.results).toMatchObject([{ id: 'mut-del-2', operation: 'delete' }]);
    expect(await client.fetch('count(*[_type == "delTest"])')).toBe(0);
  });

  it('a transaction with one failing mutation changes nothing', async () => {
    const error = await rejection(
      client.transaction().create({ _id: 'atomic-1', _type: 'atomicTest' }).patch('does-not-exist', (p) => p.set({ a: 1 })).commit(),
    );
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({ type: 'mutationError', items: [{ index: 1, error: { id: 'does-not-exist' } }] });
    expect(await client.getDocument('atomic-1')).toBeUndefined();
  });

  it('ifRevisionID mismatch is a 409 surfaced by the client', async () => {
    const doc = await client.createOrReplace({ _id: 'mut-rev', _type: 'mutTest', n: 1 });
    const ok = await client.patch('mut-rev').ifRevisionId(doc._rev).set({ n: 2 }).commit();
    expect(ok.n).toBe(2);
    const error = await rejection(client.patch('mut-rev').ifRevisionId(doc._rev).set({ n: 3 }).commit());
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('unexpected revision');
    expect((await client.getDocument('mut-rev'))?.n).toBe(2);
  });

  it('rejects invalid ids, unknown mutations and bad JSON with 400 mutation errors', async () => {
    expect((await rejection(client.create({ _id: 'has space', _type: 'x' }))).statusCode).toBe(400);
    expect((await rejection(client.create({ _id: '-leading', _type: 'x' }))).statusCode).toBe(400);
    expect((await rejection(client.create({ _id: 'a'.repeat(129), _type: 'x' }))).statusCode).toBe(400);
    const unknown = await rejection(client.mutate([{ frobnicate: { id: 'x' } } as never]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.details).toMatchObject({ type: 'mutationError' });
    const res = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' },
      body: '{"mutations": [',
    });
    expect(res.status).toBe(400);
  });

  it('dryRun validates without committing', async () => {
    const result = await client.create({ _id: 'mut-dry', _type: 'mutTest' }, { dryRun: true });
    expect(result).toMatchObject({ _id: 'mut-dry' });
    expect(await client.getDocument('mut-dry')).toBeUndefined();
  });

  it('autoGenerateArrayKeys adds missing _key values', async () => {
    const doc = await client.create({ _id: 'mut-keys', _type: 'mutTest', list: [{ a: 1 }, { _key: 'k', a: 2 }] }, { autoGenerateArrayKeys: true });
    expect(doc.list).toEqual([{ _key: expect.any(String), a: 1 }, { _key: 'k', a: 2 }]);
  });

  it('writes need the token (401), and a wrong token is refused even for reads', async () => {
    const error = await rejection(anonymous.create({ _type: 'mutTest' }));
    expect(error.statusCode).toBe(401);
    expect(error.message).toContain('Unauthorized');
    const wrong = clientFor(lake.url, 'not-the-token');
    expect((await rejection(wrong.fetch('1'))).statusCode).toBe(401);
  });
});

describe('actions', () => {
  it('runs the draft lifecycle: create, edit, publish, edit again, unpublish, discard, delete', async () => {
    const drafts = client.withConfig({ perspective: 'drafts' });
    const { transactionId } = await client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'act-1',
      attributes: { _id: 'drafts.act-1', _type: 'actTest', title: 'Draft' },
      ifExists: 'fail',
    });
    expect(transactionId).toEqual(expect.any(String));
    await client.action({ actionType: 'sanity.action.document.edit', draftId: 'drafts.act-1', publishedId: 'act-1', patch: { set: { n: 1 } } });
    expect(await client.getDocument('act-1')).toBeUndefined();
    const draft = await client.getDocument('drafts.act-1');
    expect(draft).toMatchObject({ title: 'Draft', n: 1 });

    const stale = await rejection(
      client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.act-1', publishedId: 'act-1', ifDraftRevisionId: 'stale' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.details).toMatchObject({ type: 'actionError' });
    await client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.act-1', publishedId: 'act-1', ifDraftRevisionId: draft?._rev });
    expect(await client.getDocument('drafts.act-1')).toBeUndefined();
    expect(await anonymous.getDocument('act-1')).toMatchObject({ title: 'Draft', n: 1, _createdAt: draft?._createdAt });

    // Editing a published document starts a draft from it; the published one stays as it was.
    await client.action({ actionType: 'sanity.action.document.edit', draftId: 'drafts.act-1', publishedId: 'act-1', patch: { inc: { n: 1 } } });
    expect(await drafts.fetch('*[_id == "act-1"][0].n')).toBe(2);
    expect(await anonymous.fetch('*[_id == "act-1"][0].n')).toBe(1);

    await client.action({ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.act-1', publishedId: 'act-1' });
    expect(await client.getDocuments(['act-1', 'drafts.act-1'])).toEqual([null, expect.objectContaining({ n: 2 })]);
    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.act-1' });
    expect((await rejection(client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.act-1' }))).statusCode).toBe(400);

    await client.createOrReplace({ _id: 'act-2', _type: 'actTest' });
    await client.createOrReplace({ _id: 'drafts.act-2', _type: 'actTest' });
    await client.action({ actionType: 'sanity.action.document.delete', publishedId: 'act-2', includeDrafts: ['drafts.act-2'] });
    expect(await client.getDocuments(['act-2', 'drafts.act-2'])).toEqual([null, null]);
  });

  it('applies a list of actions atomically', async () => {
    const error = await rejection(
      client.action([
        { actionType: 'sanity.action.document.create', publishedId: 'act-3', attributes: { _id: 'drafts.act-3', _type: 'actTest' }, ifExists: 'fail' },
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.missing', publishedId: 'missing' },
      ]),
    );
    expect(error.statusCode).toBe(400);
    expect(await client.getDocument('drafts.act-3')).toBeUndefined();
  });
});

describe('references', () => {
  const ref = (id: string, extra: Record<string, unknown> = {}) => ({ _type: 'reference', _ref: id, ...extra });

  it('refuses a strong reference to a missing document with 409, and stores nothing', async () => {
    const error = await rejection(client.create({ _id: 'ref-page', _type: 'refTest', location: ref('no-such-location') }));
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('references non-existent document "no-such-location"');
    expect(await client.getDocument('ref-page')).toBeUndefined();
    // A weak reference may point anywhere; so may one created in the same transaction.
    await client.create({ _id: 'ref-weak', _type: 'refTest', location: ref('no-such-location', { _weak: true }) });
    await client.transaction().create({ _id: 'ref-loc', _type: 'location' }).create({ _id: 'ref-page', _type: 'refTest', location: ref('ref-loc') }).commit();
  });

  it('refuses to delete a document that is strongly referenced, naming who references it', async () => {
    const error = await rejection(client.delete('ref-loc'));
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('"ref-loc" cannot be deleted as there are references to it from "ref-page"');
    expect(await client.getDocument('ref-loc')).toBeDefined();
    await client.transaction().delete('ref-page').delete('ref-loc').commit(); // both at once is fine
  });

  it('makes the Studio\'s draft references strong on publish, and refuses one whose target is gone', async () => {
    await client.create({ _id: 'ref-loc-2', _type: 'location' });
    const draftRef = ref('ref-loc-2', { _weak: true, _strengthenOnPublish: { type: 'location' } });
    await client.action({ actionType: 'sanity.action.document.create', publishedId: 'ref-map', attributes: { _id: 'drafts.ref-map', _type: 'refTest', location: draftRef, keepWeak: ref('ref-loc-2', { _weak: true, _strengthenOnPublish: { type: 'location', weak: true } }) }, ifExists: 'fail' });
    await client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.ref-map', publishedId: 'ref-map' });
    const published = await client.getDocument('ref-map');
    expect(published?.location).toEqual({ _type: 'reference', _ref: 'ref-loc-2' });
    expect(published?.keepWeak).toEqual({ _type: 'reference', _ref: 'ref-loc-2', _weak: true });

    // A draft pointing at a location deleted since cannot be published: a 409 that names both.
    await client.action({ actionType: 'sanity.action.document.create', publishedId: 'ref-map-2', attributes: { _id: 'drafts.ref-map-2', _type: 'refTest', location: ref('ref-gone', { _weak: true, _strengthenOnPublish: { type: 'location' } }) }, ifExists: 'fail' });
    const error = await rejection(client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.ref-map-2', publishedId: 'ref-map-2' }));
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('references non-existent document "ref-gone"');
    expect(await client.getDocument('drafts.ref-map-2')).toBeDefined(); // the draft is kept
  });
});

describe('listen', () => {
  it('sends welcome, then mutation events whose revisions chain exactly', async () => {
    const events: MutationEvent[] = [];
    let welcomed!: () => void;
    const welcome = new Promise<void>((resolve) => (welcomed = resolve));
    const subscription = client
      .listen('*[_type == "listenTest" && live == true]', {}, { includeResult: true, includePreviousRevision: true, events: ['welcome', 'mutation'] })
      .subscribe((event) => (event.type === 'welcome' ? welcomed() : events.push(event as MutationEvent)));
    try {
      await welcome;
      const created = await client.create({ _id: 'listen-1', _type: 'listenTest', live: true, n: 1 });
      const updated = await client.patch('listen-1').inc({ n: 1 }).commit();
      const hidden = await client.patch('listen-1').set({ live: false }).commit();
      await client.create({ _id: 'listen-2', _type: 'listenTest', live: false }); // never matches
      await vi_waitFor(() => events.length >= 3);

      expect(events.map((e) => [e.documentId, e.transition])).toEqual([
        ['listen-1', 'appear'],
        ['listen-1', 'update'],
        ['listen-1', 'disappear'],
      ]);
      const [appear, update, disappear] = events as [MutationEvent, MutationEvent, MutationEvent];
      expect(appear.previousRev).toBeUndefined();
      expect(appear.resultRev).toBe(created._rev);
      expect(appear.result).toMatchObject({ n: 1 });
      expect(update.previousRev).toBe(created._rev);
      expect(update.resultRev).toBe(updated._rev);
      expect(update.transactionId).toBe(updated._rev);
      expect(update.mutations).toEqual([{ patch: { id: 'listen-1', inc: { n: 1 } } }]);
      expect(update.previous).toMatchObject({ n: 1 });
      expect(disappear.previousRev).toBe(updated._rev);
      expect(disappear.resultRev).toBe(hidden._rev);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('refuses listeners without the token (they report drafts and every edit)', async () => {
    const error = await new Promise<unknown>((resolve) => {
      anonymous.listen('*[_type == "listenDraft"]', {}, { events: ['welcome', 'mutation'] }).subscribe({ next: () => undefined, error: resolve });
    });
    expect(error).toMatchObject({ status: 401 });
  });
});

describe('webhooks', () => {
  it('POSTs {_id, _type, site, operation} with the secret for published changes only', async () => {
    received.length = 0;
    await client.create({ _id: 'drafts.hook-page', _type: 'page', site: 'alpha', title: 'draft' });
    await client
      .transaction()
      .create({ _id: 'hook-page', _type: 'page', site: 'alpha', title: 'published' })
      .delete('drafts.hook-page')
      .commit();
    await client.delete('hook-page');
    await vi_waitFor(() => received.length >= 2);
    expect(received.map((r) => r.body)).toEqual([
      { _id: 'hook-page', _type: 'page', site: 'alpha', operation: 'create' },
      { _id: 'hook-page', _type: 'page', site: 'alpha', operation: 'delete' },
    ]);
    expect(received.every((r) => r.authorization === `Bearer ${hookSecret}`)).toBe(true);
  });
});

describe('robustness', () => {
  it('answers bad input with 4xx JSON and keeps serving', async () => {
    const auth = { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' };
    const base = `${lake.url}/v2025-02-19`;
    const cases: [string, RequestInit, number][] = [
      [`${base}/data/doc/production/%E0%A4%A`, {}, 400],
      [`${base}/data/query/production?query=*&$p=not-json`, {}, 400],
      [`${base}/data/query/production`, {}, 400],
      [`${base}/data/query/production`, { method: 'POST', headers: auth, body: '[1,2' }, 400],
      [`${base}/data/query/production`, { method: 'POST', headers: auth, body: '"just a string"' }, 400],
      [`${base}/data/mutate/production`, { method: 'POST', headers: auth, body: '{"mutations": "nope"}' }, 400],
      [`${base}/data/mutate/production`, { method: 'POST', headers: auth, body: '{"mutations": [null, 1]}' }, 400],
      [`${base}/data/mutate/production`, { method: 'POST', headers: auth, body: '{"mutations": [{"patch": {"id": "x", "set": 5}}]}' }, 400],
      [`${base}/data/mutate/production`, { method: 'POST', headers: auth, body: '{"mutations": [{"delete": {"query": "*["}}]}' }, 400],
      [`${base}/data/mutate/production`, { method: 'POST', headers: auth, body: '{"mutations": [], "transactionId": {}}' }, 400],
      [`${base}/data/mutate/production`, { method: 'GET', headers: auth }, 405],
      [`${base}/data/actions/production`, { method: 'POST', headers: auth, body: '{"actions": [{"actionType": "bogus"}]}' }, 400],
      [`${base}/data/listen/production`, { headers: auth }, 400],
      [`${base}/data/listen/production?query=*`, {}, 401],
      [`${lake.url}/v2025-02-19/data`, {}, 404],
    ];
    for (const [url, init, status] of cases) {
      const res = await fetch(url, init);
      expect([url, init.body, res.status]).toEqual([url, init.body, status]);
      expect(res.headers.get('content-type')).toContain('application/json');
      await res.json();
    }
    expect(logLines.filter((line) => line.includes('failed'))).toEqual([]);
  });

  it('survives clients that vanish mid-stream and plain-text bytes on the TLS port', async () => {
    const session = http2.connect(lake.url, { ca: await readFile(lake.caCertPath, 'utf8') });
    const stream = session.request({ ':path': '/v1/data/listen/production?query=*', authorization: `Bearer ${lake.token}` });
    await new Promise((resolve) => stream.once('data', resolve));
    session.destroy();
    await client.create({ _type: 'afterVanish' });
    const { connect } = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = connect(lake.port, '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\n\r\n'));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    expect(await anonymous.fetch('1 + 1')).toBe(2);
  });
});

/** Polls until `condition` holds (events and webhooks arrive asynchronously). */
async function vi_waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
