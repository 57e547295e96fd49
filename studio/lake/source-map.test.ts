// Content Source Maps from the real lake, read by the unchanged @sanity/client with stega on: each
// encoded string must decode to the document and field the Studio should open, and strings the
// lake cannot trace (renamed or computed fields) must stay plain.
import { createClient, type SanityClient } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let stega: SanityClient;
let plain: SanityClient;
let anonymous: SanityClient;

const page = {
  _id: 'page-home',
  _type: 'page',
  site: 'alpha',
  title: 'Home',
  heading: 'Welcome to Alpha',
  slug: { _type: 'slug', current: 'home' },
  blocks: [
    { _key: 'k1', _type: 'richText', heading: 'About us', body: [
      { _key: 'b1', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's1', _type: 'span', marks: [], text: 'Family owned since 1962.' }] },
    ] },
    { _key: 'k2', _type: 'cta', heading: 'Book a test drive', tone: 'brand' },
  ],
};
// The draft changes the second block's heading: the map must name the draft.
const draft = { ...page, _id: 'drafts.page-home', blocks: [page.blocks[0], { ...page.blocks[1], heading: 'Book a test drive today' }] };
const post = { _id: 'post-1', _type: 'post', site: 'alpha', title: 'New models in store' };

const base = { projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', useCdn: false, useProjectHostname: false };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-csm-'));
  const seed = path.join(dir, 'seed.ndjson');
  await writeFile(seed, [page, draft, post].map((doc) => JSON.stringify(doc)).join('\n'));
  lake = await startLake({ dataDir: path.join(dir, 'lake'), port: 0, seedFiles: [seed], log: () => {} });
  trustCertificate(lake.caCertPath);
  const authorized = { ...base, apiHost: lake.url, token: lake.token, perspective: 'drafts' as const };
  stega = createClient({
    ...authorized,
    stega: { enabled: true, studioUrl: () => ({ baseUrl: '/studio', workspace: 'alpha', tool: 'presentation' }), filter: () => true },
  });
  plain = createClient(authorized);
  anonymous = createClient({ ...base, apiHost: lake.url, perspective: 'published' });
}, 30_000);

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The edit target an encoded string carries, read back the way the overlay does. */
function editTarget(value: string): { id: string; type: string; path: string } | undefined {
  const decoded = vercelStegaDecode<{ href?: string }>(value);
  if (!decoded?.href) return undefined;
  const params = new URL(decoded.href, 'https://studio.invalid').searchParams;
  return { id: params.get('id') ?? '', type: params.get('type') ?? '', path: params.get('path') ?? '' };
}

const query = `*[_id == "page-home"][0]{
  _id, _type, heading, "slug": slug.current, "shout": upper(heading),
  blocks[]{_key, _type, heading, body},
  "posts": *[_type == "post"]{_id, title, "headline": title + "!"}
}`;

interface PageResult {
  heading: string;
  slug: string;
  shout: string;
  blocks: { heading: string; tone?: string; body?: { children: { text: string }[] }[] }[];
  posts: { title: string; headline: string }[];
}

describe('resultSourceMap, read by @sanity/client stega', () => {
  let result: PageResult;
  beforeAll(async () => {
    result = await stega.fetch<PageResult>(query);
  });

  it.each([
    ['a page heading', (r: PageResult) => r.heading, { id: 'page-home', type: 'page', path: 'heading' }],
    ['a block heading inside blocks[_key==…]', (r: PageResult) => r.blocks[0]!.heading, { id: 'page-home', type: 'page', path: 'blocks[_key=="k1"].heading' }],
    ['a drafted block heading', (r: PageResult) => r.blocks[1]!.heading, { id: 'page-home', type: 'page', path: 'blocks[_key=="k2"].heading' }],
    ['a Portable Text span', (r: PageResult) => r.blocks[0]!.body![0]!.children[0]!.text, { id: 'page-home', type: 'page', path: 'blocks[_key=="k1"].body[_key=="b1"].children[_key=="s1"].text' }],
    ['a joined document’s field', (r: PageResult) => r.posts[0]!.title, { id: 'post-1', type: 'post', path: 'title' }],
  ])('%s decodes to its document and field', (_name, pick, expected) => {
    expect(editTarget(pick(result))).toEqual(expected);
  });

  it.each([
    ['a renamed field', (r: PageResult) => r.slug],
    ['a computed field', (r: PageResult) => r.shout],
    ['a computed field of a joined document', (r: PageResult) => r.posts[0]!.headline],
  ])('%s gets no mapping', (_name, pick) => {
    const value = pick(result);
    expect(editTarget(value)).toBeUndefined();
    expect(stegaClean(value)).toBe(value);
  });

  it('keeps every value readable once cleaned', () => {
    expect(stegaClean(result.blocks[1]!.heading)).toBe('Book a test drive today');
    expect(result.slug).toBe('home');
  });
});

describe('resultSourceMap, as the lake answers it', () => {
  it.each([
    ['withKeyArraySelector', "$['blocks'][?(@._key=='k2')]['heading']"],
    [true, "$['blocks'][1]['heading']"],
  ] as const)('names the stored draft and a %s source path', async (resultSourceMap, sourcePath) => {
    const answer = await plain.fetch(query, {}, { filterResponse: false, resultSourceMap });
    const map = answer.resultSourceMap!;
    const mapping = map.mappings["$['blocks'][1]['heading']"];
    expect(mapping?.source).toMatchObject({ type: 'documentValue' });
    if (mapping?.source.type !== 'documentValue') return;
    expect(map.documents[mapping.source.document]).toEqual({ _id: 'drafts.page-home', _type: 'page' });
    expect(map.paths[mapping.source.path]).toBe(sourcePath);
  });

  it('is not given to a caller without a token (it names draft ids)', async () => {
    const answer = await anonymous.fetch(query, {}, { filterResponse: false, resultSourceMap: true });
    expect(answer.result).not.toBeNull();
    expect(answer).not.toHaveProperty('resultSourceMap');
  });

  it('is absent unless asked for', async () => {
    const answer = await plain.fetch(query, {}, { filterResponse: false });
    expect(answer).not.toHaveProperty('resultSourceMap');
  });
});
