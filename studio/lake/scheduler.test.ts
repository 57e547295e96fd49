// The release scheduler (lake README "Content Releases"): a scheduled release is published at its
// time, atomically, and still is after a restart. The clock is the test's; the store is the real one.
import { createClient } from '@sanity/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ReleaseScheduler, SCHEDULER_IDENTITY } from './scheduler';
import { startLake } from './server';
import { Store } from './store';
import { trustCertificate } from './trust';

const PUBLISH_AT = '2999-06-01T00:00:00.000Z';
const at = Date.parse(PUBLISH_AT);
const dirs: string[] = [];
const stores: Store[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lake-scheduler-'));
  dirs.push(dir);
  return dir;
}

/** A store holding release `r1` (scheduled for PUBLISH_AT) with a version of page `p`. */
async function scheduledStore(version: Record<string, unknown> = { title: 'new' }): Promise<Store> {
  const store = await Store.open(await tempDir(), { projectId: 'local', dataset: 'production', log: () => undefined });
  stores.push(store);
  await store.transact([{ create: { _id: 'p', _type: 'page', site: 'alpha', title: 'old' } }]);
  await store.act([
    { actionType: 'sanity.action.release.create', releaseId: 'r1', metadata: { title: 'Launch', releaseType: 'scheduled' } },
    { actionType: 'sanity.action.document.version.create', publishedId: 'p', document: { _id: 'versions.r1.p', _type: 'page', site: 'alpha', ...version } },
    { actionType: 'sanity.action.release.schedule', releaseId: 'r1', publishAt: PUBLISH_AT },
  ]);
  return store;
}

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('ReleaseScheduler.tick', () => {
  it.each([
    ['a second before its time', at - 1000, [], 'scheduled', 'old'],
    ['at its time', at, ['r1'], 'published', 'new'],
    ['a day late', at + 86_400_000, ['r1'], 'published', 'new'],
  ])('%s: publishes %j', async (_name, now, published, state, title) => {
    const store = await scheduledStore();
    const scheduler = new ReleaseScheduler(store, { now: () => now, log: () => undefined });
    expect(await scheduler.tick()).toEqual(published);
    expect(store.get('_.releases.r1')).toMatchObject({ state });
    expect(store.get('p')).toMatchObject({ title });
  });

  it('records the publish under the system identity, all documents in one transaction', async () => {
    const store = await scheduledStore();
    const commits: { identity: string; ids: string[] }[] = [];
    store.subscribe((commit) => commits.push({ identity: commit.identity, ids: commit.changes.map(({ id }) => id).sort() }));
    await new ReleaseScheduler(store, { now: () => at, log: () => undefined }).tick();
    expect(commits).toEqual([{ identity: SCHEDULER_IDENTITY, ids: ['_.releases.r1', 'p', 'versions.r1.p'] }]);
  });

  it('a release that cannot be published goes back to active with the reason; nothing is published', async () => {
    const store = await scheduledStore({ title: 'new', hero: { _type: 'reference', _ref: 'missing-image', _weak: true, _strengthenOnPublish: { type: 'image' } } });
    const lines: string[] = [];
    expect(await new ReleaseScheduler(store, { now: () => at, log: (line) => lines.push(line) }).tick()).toEqual([]);
    expect(store.get('_.releases.r1')).toMatchObject({ state: 'active', error: { message: expect.stringContaining('missing-image') } });
    expect(store.get('_.releases.r1')).not.toHaveProperty('publishAt');
    expect(store.get('p')).toMatchObject({ title: 'old' });
    expect(store.get('versions.r1.p')).toBeDefined();
    expect(lines.join('\n')).toContain('could not be published');
  });

  it('only the scheduler may record a failure (the action is the lake\'s own)', async () => {
    const store = await scheduledStore();
    await expect(store.act([{ actionType: 'lake.internal.release.scheduledPublishFailed', releaseId: 'r1', message: 'x' }])).rejects.toThrow(/lake's own/);
  });
});

describe('the lake\'s scheduler', () => {
  it('publishes a release that came due while the lake was stopped, on its next start', async () => {
    const dataDir = await tempDir();
    const first = await startLake({ dataDir, port: 0, log: () => undefined, releaseClock: () => at - 60_000 });
    trustCertificate(first.caCertPath);
    const client = createClient({ projectId: 'local', dataset: 'production', apiHost: first.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: first.token });
    await client.create({ _id: 'home', _type: 'page', site: 'alpha', title: 'Home' });
    await client.releases.create({ releaseId: 'launch', metadata: { title: 'Launch', releaseType: 'scheduled' } });
    await client.createVersion({ releaseId: 'launch', publishedId: 'home', document: { _type: 'page', site: 'alpha', title: 'Home, relaunched' } });
    await client.releases.schedule({ releaseId: 'launch', publishAt: PUBLISH_AT });
    await first.close();

    const second = await startLake({ dataDir, port: 0, log: () => undefined, releaseClock: () => at + 60_000 });
    try {
      const after = client.withConfig({ apiHost: second.url });
      expect(await after.getDocument('home')).toMatchObject({ title: 'Home, relaunched' });
      expect(await after.releases.get({ releaseId: 'launch' })).toMatchObject({ state: 'published' });
    } finally {
      await second.close();
    }
  });
});
