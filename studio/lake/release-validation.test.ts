// A release whose documents fail validation is refused at schedule and publish, with every reason
// listed (lake README "Content Releases"). The lake is schema-agnostic: the validator is injected;
// this one stands in for the schemas with two rules (a page needs a title; slugs are unique).
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SanityDocument } from './document';
import type { ValidationProblem } from './releases';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let client: SanityClient;
const seen: { documents: string[]; dataset: string[] }[] = [];

async function validate(documents: SanityDocument[], dataset: SanityDocument[]): Promise<ValidationProblem[]> {
  seen.push({ documents: documents.map((doc) => doc._id), dataset: dataset.map((doc) => doc._id) });
  const problems: ValidationProblem[] = [];
  for (const doc of documents) {
    if (!doc.title) problems.push({ id: doc._id, path: 'title', message: 'Required' });
    const twin = dataset.find((other) => other._id !== doc._id && other.slug !== undefined && other.slug === doc.slug);
    if (twin) problems.push({ id: doc._id, path: 'slug', message: `Already used by ${twin._id}` });
  }
  return problems;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-release-validation-'));
  lake = await startLake({ dataDir: dir, port: 0, log: () => undefined, validate });
  trustCertificate(lake.caCertPath);
  client = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: lake.token });
  await client.create({ _id: 'offers', _type: 'page', site: 'alpha', title: 'Offers', slug: 'offers' });
});

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
async function releaseOf(documents: Record<string, unknown>[]): Promise<string> {
  const releaseId = `v${++counter}`;
  await client.releases.create({ releaseId });
  for (const { _id, ...content } of documents) {
    await client.createVersion({ releaseId, publishedId: String(_id), document: { _type: 'page', site: 'alpha', ...content } });
  }
  return releaseId;
}

async function rejection(promise: Promise<unknown>): Promise<Error & { statusCode?: number }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { statusCode?: number };
  }
  throw new Error('expected the promise to reject');
}

describe('release validation', () => {
  const FUTURE = '2999-01-01T00:00:00.000Z';
  it.each([
    ['publish', (releaseId: string) => client.releases.publish({ releaseId })],
    ['schedule', (releaseId: string) => client.releases.schedule({ releaseId, publishAt: FUTURE })],
  ])('%s is refused with every reason listed, and changes nothing', async (_action, attempt) => {
    const releaseId = await releaseOf([
      { _id: 'untitled', slug: 'untitled' },
      { _id: 'copycat', title: 'Copy', slug: 'offers' },
    ]);
    const refused = await rejection(attempt(releaseId));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toContain('fail validation');
    expect(refused.message).toContain('copycat slug: Already used by offers');
    expect(refused.message).toContain('untitled title: Required');
    expect(await client.releases.get({ releaseId })).toMatchObject({ state: 'active' });
    expect(await client.getDocument('copycat')).toBeUndefined();
  });

  it('validates the documents as they will be published, over the dataset as the publish leaves it', async () => {
    const releaseId = await releaseOf([{ _id: 'offers', title: 'Offers, renamed', slug: 'offers' }]);
    seen.length = 0;
    await client.releases.publish({ releaseId });
    expect(seen).toEqual([{ documents: ['offers'], dataset: ['offers'] }]);
    expect(await client.getDocument('offers')).toMatchObject({ title: 'Offers, renamed' });
  });
});
