// The lake's scheduler (README "Releases"): a scheduled release publishes at its publishAt, an
// overdue one publishes when the lake starts again, and a scheduled publish that fails validation
// leaves the release scheduled with the reason in its `error`.
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SanityDocument } from './document';
import { startLake, type Lake, type LakeOptions } from './server';
import { trustCertificate } from './trust';

const dirs: string[] = [];
const lakes: Lake[] = [];

afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function open(dir: string, options: Partial<LakeOptions> = {}): Promise<{ lake: Lake; client: SanityClient }> {
  const lake = await startLake({ dataDir: dir, port: 0, ...options });
  lakes.push(lake);
  trustCertificate(lake.caCertPath);
  const client = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: lake.token });
  return { lake, client };
}

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lake-scheduler-'));
  dirs.push(dir);
  return dir;
}

/** A release holding one version of `page-1`, scheduled `ms` from now. */
async function scheduleRelease(client: SanityClient, releaseId: string, ms: number, title = 'Scheduled'): Promise<void> {
  await client.createOrReplace({ _id: 'page-1', _type: 'page', site: 'alpha', title: 'Now' });
  await client.releases.create({ releaseId, metadata: { title: 'Later', releaseType: 'scheduled' } });
  await client.createVersion({ releaseId, publishedId: 'page-1', document: { _id: `versions.${releaseId}.page-1`, _type: 'page', site: 'alpha', title } as never });
  await client.releases.schedule({ releaseId, publishAt: new Date(Date.now() + ms).toISOString() });
}

describe('scheduled releases publish at their time (README "Releases")', () => {
  it('publishes a release scheduled 1.5 s ahead, not before', async () => {
    const { client } = await open(await freshDir(), { log: () => undefined });
    await scheduleRelease(client, 'soon', 1500);
    expect((await client.getDocument('page-1'))?.title).toBe('Now');
    await expect.poll(async () => (await client.getDocument('page-1'))?.title, { timeout: 5000, interval: 100 }).toBe('Scheduled');
    expect(await client.getDocument('_.releases.soon')).toMatchObject({ state: 'published', finalDocumentStates: [{ id: 'versions.soon.page-1' }] });
    expect(await client.getDocument('versions.soon.page-1')).toBeUndefined();
  });

  it('publishes an overdue release when the lake starts again', async () => {
    const dir = await freshDir();
    const first = await open(dir, { log: () => undefined });
    await scheduleRelease(first.client, 'overdue', 1000);
    await first.lake.close();
    lakes.splice(lakes.indexOf(first.lake), 1);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const second = await open(dir, { log: () => undefined });
    await expect.poll(async () => (await second.client.getDocument('page-1'))?.title, { timeout: 3000, interval: 50 }).toBe('Scheduled');
    expect((await second.client.getDocument('_.releases.overdue'))?.state).toBe('published');
  });

  it('a scheduled publish that fails validation leaves the release scheduled, records the error and logs it', async () => {
    const lines: string[] = [];
    const validate = async (documents: SanityDocument[]) =>
      documents.filter((doc) => doc.title === 'invalid').map((doc) => ({ id: doc._id, path: 'title', message: 'Title is not allowed' }));
    const { client } = await open(await freshDir(), { log: (line) => lines.push(line), validate });
    await scheduleRelease(client, 'broken', 800, 'invalid');
    await expect.poll(async () => (await client.getDocument('_.releases.broken'))?.error, { timeout: 4000, interval: 100 }).toBeDefined();
    const release = await client.getDocument('_.releases.broken');
    expect(release?.state).toBe('scheduled');
    expect(String((release?.error as { message: string }).message)).toContain('page-1 title: Title is not allowed');
    expect((await client.getDocument('page-1'))?.title).toBe('Now');
    expect(lines.some((line) => line.includes('"broken" was not published'))).toBe(true);
    // Unscheduling clears the error, so the editor can fix the document and schedule again.
    await client.releases.unschedule({ releaseId: 'broken' });
    expect((await client.getDocument('_.releases.broken'))?.error).toBeUndefined();
  });
});
