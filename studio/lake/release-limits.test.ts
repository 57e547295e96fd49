// Release limits (README "Releases"): active releases per dataset (the lake's setting, which the
// Studio reads from new-content-release-allowed), and Sanity's documented limits on one release.
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReleaseSize } from './releases';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let client: SanityClient;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-release-limits-'));
  lake = await startLake({ dataDir: dir, port: 0, log: () => undefined, releaseLimit: 2 });
  trustCertificate(lake.caCertPath);
  client = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: lake.token });
});

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

async function failure(call: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await call;
    return { message: '' };
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
}

const limits = () => client.withConfig({ apiVersion: 'vX' }).request<{ data: Record<string, unknown> }>({ url: '/projects/local/new-content-release-allowed' });

describe('active releases per dataset (README "Releases": the lake\'s releaseLimit, 2 here)', () => {
  it('counts active and scheduled releases, refuses a third, and opens up when one is archived', async () => {
    expect((await limits()).data).toEqual({ datasetReleaseLimit: 2, orgActiveReleaseLimit: null, orgActiveReleaseCount: 0, orgMeteredActiveReleaseCount: 0 });
    await client.releases.create({ releaseId: 'one', metadata: { title: 'One', releaseType: 'asap' } });
    await client.releases.create({ releaseId: 'two', metadata: { title: 'Two', releaseType: 'scheduled' } });
    await client.releases.schedule({ releaseId: 'two', publishAt: new Date(Date.now() + 3_600_000).toISOString() });

    // At the limit the look-up is Sanity's 403 with the figures, which the Studio reads as "no new release".
    const atLimit = await failure(limits());
    expect(atLimit.status).toBe(403);
    const third = await failure(client.releases.create({ releaseId: 'three', metadata: { title: 'Three', releaseType: 'asap' } }));
    expect(third.status).toBe(409);
    expect(third.message).toContain('The dataset has 2 active releases, its limit (2): publish, archive or delete one before opening "three"');

    await client.releases.archive({ releaseId: 'one' });
    expect((await limits()).data).toMatchObject({ orgActiveReleaseCount: 1 });
    await client.releases.create({ releaseId: 'three', metadata: { title: 'Three', releaseType: 'asap' } });
    // Unarchiving opens a release again, so it counts too.
    const unarchive = await failure(client.releases.unarchive({ releaseId: 'one' }));
    expect(unarchive.status).toBe(409);
    expect(unarchive.message).toContain('its limit (2)');
  });
});

describe('one release\'s limits (Sanity: 1,000 documents, 100 MB of JSON)', () => {
  const version = (n: number, extra: Record<string, unknown> = {}) => ({ _id: `versions.big.doc-${n}`, _type: 'page', title: `Page ${n}`, ...extra });
  const thousand = Array.from({ length: 1000 }, (_, n) => version(n));

  it.each([
    { name: 'a 1,001st document is refused', versions: thousand, write: version(1000), limits: undefined, error: 'Release "big" holds 1000 documents, the most a release may hold (1000): put "doc-1000" in another release' },
    { name: 'editing one of the 1,000 is allowed', versions: thousand, write: version(5, { title: 'Edited' }), limits: undefined, error: null },
    { name: 'a write past the byte limit is refused (limit lowered to 200 bytes)', versions: [version(1)], write: version(2, { body: 'x'.repeat(200) }), limits: { documents: 1000, bytes: 200 }, error: 'over the 0.0002 MB a release may hold' },
  ])('$name', ({ versions, write, limits: lowered, error }) => {
    const check = () => checkReleaseSize('big', versions, write._id, write, lowered);
    if (error) expect(check).toThrow(error);
    else expect(check).not.toThrow();
  });
});
