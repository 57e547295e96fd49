// Content Releases (lake README "Content Releases") driven through the real, unchanged
// @sanity/client: `client.releases.*`, `createVersion`, `discardVersion`, `unpublishVersion`,
// against the real lake server started in-process.
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
/** The Studio's client: perspective raw, so `sanity::partOfRelease` sees `versions.*` ids. */
let raw: SanityClient;

const FUTURE = '2999-01-01T00:00:00.000Z';
const PAST = '2000-01-01T00:00:00.000Z';
let counter = 0;
/** A fresh release name per test, so tests do not share state. */
const nextRelease = (): string => `rel${++counter}x`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-releases-'));
  lake = await startLake({ dataDir: dir, port: 0, log: () => undefined });
  trustCertificate(lake.caCertPath);
  const config = { projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: lake.token };
  client = createClient(config);
  raw = createClient({ ...config, perspective: 'raw' });
  await client
    .transaction()
    .create({ _id: 'home-alpha', _type: 'page', site: 'alpha', title: 'Alpha home' })
    .create({ _id: 'about-alpha', _type: 'page', site: 'alpha', title: 'About Alpha' })
    .create({ _id: 'promo-alpha', _type: 'promo', site: 'alpha', title: 'Spring deal' })
    .create({ _id: 'drafts.promo-alpha', _type: 'promo', site: 'alpha', title: 'Black Friday deal' })
    .create({ _id: 'home-beta', _type: 'page', site: 'beta', title: 'Beta home' })
    .create({ _id: 'make-kia', _type: 'manufacturer', name: 'Kia' })
    .commit();
});

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The error a promise rejects with (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error & { statusCode?: number; details?: { type?: string; items?: { error: { description: string } }[] } }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { statusCode?: number };
  }
  throw new Error('expected the promise to reject');
}

const release = (releaseId: string) => client.getDocument(`_.releases.${releaseId}`);
/** `fetchDocuments` answers with the raw query response: the documents are its `result`. */
const versionsIn = async (releaseId: string) => (await raw.releases.fetchDocuments({ releaseId })).result;

/** A release holding versions of the given pages of site alpha, each with a new title. */
async function releaseWith(ids: string[]): Promise<string> {
  const releaseId = nextRelease();
  await client.releases.create({ releaseId, metadata: { title: `Campaign ${releaseId}`, releaseType: 'scheduled' } });
  for (const id of ids) {
    const { _id: _dropId, _rev: _dropRev, ...content } = (await client.getDocument(id)) ?? { _id: id, _type: 'page' };
    await client.createVersion({ releaseId, publishedId: id, document: { ...content, title: `${id} in ${releaseId}` } });
  }
  return releaseId;
}

describe('release documents and versions', () => {
  it('create stores a system.release document under _.releases.<name>, active, with its metadata', async () => {
    const created = await client.releases.create({ metadata: { title: 'Black Friday', releaseType: 'scheduled', intendedPublishAt: FUTURE } });
    expect(created.releaseId).toMatch(/^[a-zA-Z0-9]+$/);
    expect(await client.releases.get({ releaseId: created.releaseId })).toMatchObject({
      _id: `_.releases.${created.releaseId}`,
      _type: 'system.release',
      name: created.releaseId,
      state: 'active',
      metadata: { title: 'Black Friday', releaseType: 'scheduled', intendedPublishAt: FUTURE },
    });
  });

  it('createVersion (from a document and from a base) adds versions.<release>.<id>; fetchDocuments lists them', async () => {
    const releaseId = await releaseWith(['home-alpha', 'about-alpha']);
    await client.createVersion({ releaseId, publishedId: 'promo-alpha', baseId: 'drafts.promo-alpha' });
    const documents = await versionsIn(releaseId);
    expect(documents.map((doc) => doc._id).sort()).toEqual([`versions.${releaseId}.about-alpha`, `versions.${releaseId}.home-alpha`, `versions.${releaseId}.promo-alpha`]);
    expect(await client.getDocument(`versions.${releaseId}.promo-alpha`)).toMatchObject({ title: 'Black Friday deal' });
  });

  it('the perspective "<release>,drafts" shows the release over drafts over published; published is unchanged', async () => {
    const releaseId = await releaseWith(['home-alpha']);
    const query = '*[site == "alpha"]{_id, _originalId, title} | order(_id asc)';
    expect(await client.fetch(query, {}, { perspective: [releaseId, 'drafts'] })).toEqual([
      { _id: 'about-alpha', _originalId: 'about-alpha', title: 'About Alpha' },
      { _id: 'home-alpha', _originalId: `versions.${releaseId}.home-alpha`, title: `home-alpha in ${releaseId}` },
      { _id: 'promo-alpha', _originalId: 'drafts.promo-alpha', title: 'Black Friday deal' },
    ]);
    expect(await client.fetch('*[_id == "home-alpha"][0].title')).toBe('Alpha home');
  });

  it('getDocument with includeAllVersions returns the published document, its draft and its versions', async () => {
    const releaseId = await releaseWith(['promo-alpha']);
    const all = await client.getDocument('promo-alpha', { includeAllVersions: true });
    const ids = all.map((doc) => doc._id);
    expect(ids.slice(0, 2)).toEqual(['promo-alpha', 'drafts.promo-alpha']);
    expect(ids).toContain(`versions.${releaseId}.promo-alpha`);
  });

  it('discardVersion removes the version from the release', async () => {
    const releaseId = await releaseWith(['home-alpha', 'about-alpha']);
    await client.discardVersion({ releaseId, publishedId: 'about-alpha' });
    expect((await versionsIn(releaseId)).map((doc) => doc._id)).toEqual([`versions.${releaseId}.home-alpha`]);
  });
});

describe('listen with a release perspective', () => {
  it('perspective=<release>,drafts hears that release\'s versions, drafts and published documents, not other releases', async () => {
    const releaseId = await releaseWith([]);
    const other = await releaseWith([]);
    const session = http2.connect(lake.url, { ca: await readFile(lake.caCertPath, 'utf8') });
    try {
      const heard: string[] = [];
      const query = encodeURIComponent('*[_type == "page"]');
      const stream = session.request({ ':path': `/v2025-02-19/data/listen/production?query=${query}&perspective=${releaseId},drafts`, authorization: `Bearer ${lake.token}` });
      let buffer = '';
      stream.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (const match of buffer.matchAll(/event: mutation\ndata: (.*)\n/g)) heard.push((JSON.parse(match[1] ?? '{}') as { documentId: string }).documentId);
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
      });
      await new Promise<void>((resolve) => stream.once('data', () => resolve())); // welcome
      await client.createVersion({ releaseId: other, publishedId: 'listen-page', document: { _type: 'page', site: 'alpha' } });
      await client.createVersion({ releaseId, publishedId: 'listen-page', document: { _type: 'page', site: 'alpha' } });
      await client.create({ _id: 'drafts.listen-page', _type: 'page', site: 'alpha' });
      await client.create({ _id: 'listen-page', _type: 'page', site: 'alpha' });
      await expect.poll(() => heard.length).toBe(3);
      stream.close();
      expect(heard).toEqual([`versions.${releaseId}.listen-page`, 'drafts.listen-page', 'listen-page']);
    } finally {
      session.close();
    }
  });
});

describe('release lifecycle', () => {
  it('schedule locks the versions until unschedule; publish makes every version published at once', async () => {
    const releaseId = await releaseWith(['home-alpha', 'about-alpha']);
    await client.releases.schedule({ releaseId, publishAt: FUTURE });
    expect(await release(releaseId)).toMatchObject({ state: 'scheduled', publishAt: FUTURE });

    const locked = await rejection(client.patch(`versions.${releaseId}.home-alpha`).set({ title: 'sneaky' }).commit());
    expect(locked.statusCode).toBe(409);
    expect(locked.message).toContain('is scheduled');
    expect((await rejection(client.discardVersion({ releaseId, publishedId: 'home-alpha' }))).statusCode).toBe(409);

    await client.releases.unschedule({ releaseId });
    const unscheduled = await release(releaseId);
    expect(unscheduled).toMatchObject({ state: 'active' });
    expect(unscheduled).not.toHaveProperty('publishAt');

    await client.releases.publish({ releaseId });
    expect(await client.fetch('*[_id in ["home-alpha", "about-alpha"]] | order(_id asc).title')).toEqual([`about-alpha in ${releaseId}`, `home-alpha in ${releaseId}`]);
    expect(await versionsIn(releaseId)).toEqual([]);
    expect(await release(releaseId)).toMatchObject({
      state: 'published',
      publishedAt: expect.any(String),
      finalDocumentStates: [{ id: `versions.${releaseId}.about-alpha` }, { id: `versions.${releaseId}.home-alpha` }],
    });
    await client.releases.delete({ releaseId });
    expect(await release(releaseId)).toBeUndefined();
  });

  it('publish is atomic: one version that cannot be published leaves every document as it was', async () => {
    const releaseId = await releaseWith(['about-alpha']);
    await client.createVersion({ releaseId, publishedId: 'home-alpha', document: { _type: 'page', site: 'alpha', title: 'broken', hero: { _ref: 'missing-image', _type: 'reference', _weak: true, _strengthenOnPublish: { type: 'image' } } } });
    const before = await client.fetch('*[_id in ["home-alpha", "about-alpha"]] | order(_id asc){_id, _rev, title}');
    const refused = await rejection(client.releases.publish({ releaseId }));
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain('missing-image');
    expect(await client.fetch('*[_id in ["home-alpha", "about-alpha"]] | order(_id asc){_id, _rev, title}')).toEqual(before);
    expect(await versionsIn(releaseId)).toHaveLength(2);
    expect(await release(releaseId)).toMatchObject({ state: 'active' });
  });

  it('archive removes the versions; unarchive restores them from history', async () => {
    const releaseId = await releaseWith(['home-alpha', 'about-alpha']);
    await client.releases.archive({ releaseId });
    expect(await versionsIn(releaseId)).toEqual([]);
    expect(await release(releaseId)).toMatchObject({ state: 'archived', finalDocumentStates: [{ id: `versions.${releaseId}.about-alpha` }, { id: `versions.${releaseId}.home-alpha` }] });
    await client.releases.unarchive({ releaseId });
    expect((await versionsIn(releaseId)).map((doc) => [doc._id, doc.title]).sort()).toEqual([
      [`versions.${releaseId}.about-alpha`, `about-alpha in ${releaseId}`],
      [`versions.${releaseId}.home-alpha`, `home-alpha in ${releaseId}`],
    ]);
    expect(await release(releaseId)).toMatchObject({ state: 'active' });
  });

  it('edit changes the metadata only', async () => {
    const releaseId = await releaseWith([]);
    await client.releases.edit({ releaseId, patch: { set: { 'metadata.title': 'Renamed' }, unset: ['metadata.releaseType'] } });
    expect((await release(releaseId))?.metadata).toEqual({ title: 'Renamed' });
  });

  it('unpublishVersion marks the version; the release perspective hides it; publishing deletes the document', async () => {
    await client.create({ _id: 'old-offer', _type: 'promo', site: 'alpha', title: 'Old offer' });
    const releaseId = await releaseWith([]);
    await client.unpublishVersion({ releaseId, publishedId: 'old-offer' });
    expect(await client.getDocument(`versions.${releaseId}.old-offer`)).toMatchObject({ title: 'Old offer', _system: { delete: true } });
    expect(await client.fetch('*[_id == "old-offer"]', {}, { perspective: [releaseId] })).toEqual([]);
    await client.releases.publish({ releaseId });
    expect(await client.getDocument('old-offer')).toBeUndefined();
  });
});

describe('refusals (Sanity\'s answers; the issue\'s bad input)', () => {
  type Refusal = [string, () => Promise<unknown>, number, string];
  const refusals: Refusal[] = [
    ['a schedule in the past', async () => client.releases.schedule({ releaseId: await releaseWith(['home-alpha']), publishAt: PAST }), 400, 'is not in the future'],
    ['a schedule that is not a date', async () => client.releases.schedule({ releaseId: await releaseWith(['home-alpha']), publishAt: 'tomorrow' }), 400, 'ISO 8601'],
    ['publishing an empty release', async () => client.releases.publish({ releaseId: await releaseWith([]) }), 409, 'holds no documents'],
    [
      'publishing an archived release',
      async () => {
        const releaseId = await releaseWith(['home-alpha']);
        await client.releases.archive({ releaseId });
        return client.releases.publish({ releaseId });
      },
      409,
      'it is archived',
    ],
    ['a release holding another site\'s document', async () => client.createVersion({ releaseId: await releaseWith(['home-alpha']), publishedId: 'home-beta', baseId: 'home-beta' }), 409, 'two sites'],
    ['deleting an active release', async () => client.releases.delete({ releaseId: await releaseWith([]) }), 409, 'it is active'],
    [
      'archiving a scheduled release',
      async () => {
        const releaseId = await releaseWith(['home-alpha']);
        await client.releases.schedule({ releaseId, publishAt: FUTURE });
        return client.releases.archive({ releaseId });
      },
      409,
      'it is scheduled',
    ],
    [
      'a version in a release that is not active',
      async () => {
        const releaseId = await releaseWith(['home-alpha']);
        await client.releases.schedule({ releaseId, publishAt: FUTURE });
        return client.createVersion({ releaseId, publishedId: 'about-alpha', baseId: 'about-alpha' });
      },
      409,
      'is scheduled',
    ],
    [
      'editing a scheduled release\'s version with a document action',
      async () => {
        const releaseId = await releaseWith(['home-alpha']);
        await client.releases.schedule({ releaseId, publishAt: FUTURE });
        return client.action({ actionType: 'sanity.action.document.edit', draftId: `versions.${releaseId}.home-alpha`, publishedId: 'home-alpha', patch: { set: { title: 'sneaky' } } });
      },
      409,
      'is scheduled',
    ],
    ['a version in a release that does not exist', async () => client.createVersion({ releaseId: 'nosuch', publishedId: 'home-alpha', baseId: 'home-alpha' }), 400, 'does not exist'],
    [
      'creating a release that exists',
      async () => {
        const releaseId = await releaseWith([]);
        return client.releases.create({ releaseId });
      },
      409,
      'already exists',
    ],
    ['editing a release\'s state', async () => client.releases.edit({ releaseId: await releaseWith([]), patch: { set: { state: 'published' } } }), 400, 'changes state'],
    ['writing a release document with a mutation', async () => client.createOrReplace({ _id: '_.releases.forged', _type: 'system.release', state: 'published' }), 400, 'release actions'],
    ['unpublishing a document that is not published', async () => client.unpublishVersion({ releaseId: await releaseWith([]), publishedId: 'never-published' }), 400, 'not published'],
    ['a release name that is not a perspective name', async () => client.releases.create({ releaseId: 'bad.name' }), 400, '`releaseId`'],
  ];

  it.each(refusals)('%s', async (_name, attempt, status, message) => {
    const refused = await rejection(attempt());
    expect(refused.statusCode).toBe(status);
    expect(refused.message).toContain(message);
  });

  it('a document without a site (shared type) may join any site\'s release', async () => {
    const releaseId = await releaseWith(['home-alpha']);
    await client.createVersion({ releaseId, publishedId: 'make-kia', baseId: 'make-kia' });
    expect(await versionsIn(releaseId)).toHaveLength(2);
  });

  it('a dry run changes nothing (the Studio probes permissions with one)', async () => {
    const releaseId = await releaseWith(['home-alpha']);
    await client.action({ actionType: 'sanity.action.release.publish', releaseId }, { dryRun: true });
    expect(await release(releaseId)).toMatchObject({ state: 'active' });
  });
});
