// What the Studio needs from the lake beyond documents: list search (text::query), image
// uploads and serving, editor preferences, its own files, and the local editor's front door.
import { createClient, type SanityClient } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { deflateSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageInfo } from './image-info';
import { startLake, type Lake } from './server';
import { openStudioDoor, type StudioDoor } from './studio-door';
import { parseTerms, matchesTerms, wordsOf } from './text-query';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let door: StudioDoor;
let client: SanityClient;
let anonymous: SanityClient;

/** A real PNG of the given size (one grey row repeated), so sizes come from real headers. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4); // readers here do not check CRCs
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-studio-'));
  const dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'static'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Studio</title>');
  await writeFile(path.join(dist, 'static', 'app-abc123.js'), 'console.log(1)');
  const seed = path.join(dir, 'seed.ndjson');
  await writeFile(
    seed,
    [
      { _id: 'page_a_home', _type: 'page', site: 'a', title: 'Welcome to Riverside', slug: { current: 'home' } },
      { _id: 'page_a_service', _type: 'page', site: 'a', title: 'Service Centre', blocks: [{ _type: 'faq', heading: 'Servicing questions' }] },
      { _id: 'page_b_home', _type: 'page', site: 'b', title: 'Harbour City Toyota' },
    ].map((doc) => JSON.stringify(doc)).join('\n'),
  );
  lake = await startLake({
    dataDir: path.join(dir, 'lake'),
    port: 0,
    seedFiles: [seed],
    log: () => undefined,
    studio: { distDir: dist, runtime: { webOriginPattern: 'http://{site}.localhost:3100' } },
  });
  trustCertificate(lake.caCertPath);
  const options = { projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false };
  client = createClient({ ...options, token: lake.token });
  anonymous = createClient(options);
  door = await openStudioDoor({ port: 0, lakeUrl: lake.url, token: lake.token });
});

afterAll(async () => {
  await door?.close();
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('text::query, approximated for the Studio list search', () => {
  const listQuery = '*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))] | score(boost(_type in ["page"] && title match text::query($__query), 10), ([@, _id] match text::query($__query) || references($__rawQuery)))[_score > 0]{_id} | order(_score desc)';

  it.each([
    ['a word in the title', 'riverside', ['page_a_home']],
    ['a prefix, as the Studio sends the last word', 'serv*', ['page_a_service']],
    ['a word deep inside a block', 'questions', ['page_a_service']],
    ['every term must match', 'service questions', ['page_a_service']],
    ['a negated term excludes (ids are text too)', 'home* -riverside', ['page_b_home']],
    ['case does not matter', 'HARBOUR', ['page_b_home']],
    ['no match', 'nothing', []],
  ])('%s: "%s"', async (_name, search, expected) => {
    const result = await client.fetch<{ _id: string }[]>(listQuery, { __types: ['page'], __query: search, __rawQuery: search.replace('*', '') });
    expect(result.map((doc) => doc._id).sort()).toEqual(expected);
  });

  it('an empty search lists everything of the types asked for', async () => {
    const result = await client.fetch<{ _id: string }[]>('*[_type in $__types && [@, _id] match text::query($__query)]{_id}', { __types: ['page'], __query: '' });
    expect(result).toHaveLength(3);
  });

  it.each([
    ['ev6*', ['ev6', 'gt'], true],
    ['ev9', ['ev6'], false],
    ['"ev6 gt"', ['ev6', 'gt'], true],
  ])('terms %s against %j', (search, words, expected) => {
    expect(matchesTerms(new Set(words), parseTerms(search))).toBe(expected);
  });

  it('keys and revisions are not text', () => {
    expect([...wordsOf({ _key: 'zz9', _rev: 'r1', title: 'Kia EV9' })]).toEqual(['kia', 'ev9']);
  });
});

describe('listener effects (effectFormat=mendoza), which the Studio applies to its copy of a document', () => {
  it('apply turns the previous revision into the next, and revert turns it back', async () => {
    const before = await client.getDocument('page_a_home');
    const events: { effects?: { apply: unknown[]; revert: unknown[] }; resultRev: string }[] = [];
    const subscription = client.listen('*[_id == "page_a_home"]', {}, { effectFormat: 'mendoza', events: ['mutation'] }).subscribe((event) => {
      if (event.type === 'mutation') events.push(event as unknown as (typeof events)[number]);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await client.patch('page_a_home').set({ title: 'Welcome to Riverside Kia' }).commit();
    await expect.poll(() => events.length).toBe(1);
    subscription.unsubscribe();
    const after = await client.getDocument('page_a_home');
    const { _rev: _beforeRev, ...beforeBody } = before!;
    const { _rev: _afterRev, ...afterBody } = after!;
    expect(applyPatch(beforeBody, events[0]!.effects!.apply)).toEqual(afterBody);
    expect(applyPatch(afterBody, events[0]!.effects!.revert)).toEqual(beforeBody);
    expect(events[0]!.resultRev).toBe(after!._rev);
  });
});

describe('image assets', () => {
  it('an upload becomes a sanity.imageAsset with its real size, served back byte for byte', async () => {
    const bytes = png(64, 32);
    const asset = await client.assets.upload('image', bytes, { filename: 'hero.png' });
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      _id: expect.stringMatching(/^image-[a-f0-9]{40}-64x32-png$/),
      mimeType: 'image/png',
      originalFilename: 'hero.png',
      metadata: { dimensions: { width: 64, height: 32, aspectRatio: 2 } },
    });
    const served = await fetch(asset.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // A second upload of the same bytes is the same asset.
    expect((await client.assets.upload('image', bytes, { filename: 'again.png' }))._id).toBe(asset._id);
  });

  it('a file that is not an image is a 400 and nothing is stored', async () => {
    const before = await client.fetch<number>('count(*[_type == "sanity.imageAsset"])');
    await expect(client.assets.upload('image', Buffer.from('%PDF-1.7 not an image'), { filename: 'brochure.pdf', contentType: 'image/png' })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Invalid image'),
    });
    expect(await client.fetch<number>('count(*[_type == "sanity.imageAsset"])')).toBe(before);
  });

  it('uploads need the token', async () => {
    await expect(anonymous.assets.upload('image', png(2, 2))).rejects.toMatchObject({ statusCode: 401 });
  });

  it.each([
    ['png', png(10, 20), { extension: 'png', width: 10, height: 20 }],
    ['gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x20, 0x00, 0x10, 0x00]), Buffer.alloc(8)]), { extension: 'gif', width: 32, height: 16 }],
    ['svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600"></svg>'), { extension: 'svg', width: 1200, height: 600 }],
    ['text', Buffer.from('hello'), undefined],
    ['html pretending', Buffer.from('<html><svg width="1" height="1"></svg></html>'), undefined],
  ])('reads the format and size of a %s from its bytes', (_name, bytes, expected) => {
    const info = readImageInfo(bytes);
    expect(info ? { extension: info.extension, width: info.width, height: info.height } : undefined).toEqual(expected);
  });
});

describe('editor preferences (/users/me/keyvalue)', () => {
  it('stores and returns values, and needs the token', async () => {
    await client.request({ method: 'PUT', uri: '/users/me/keyvalue', body: [{ key: 'studio.layout.page', value: 'detail' }] });
    expect(await client.request({ uri: '/users/me/keyvalue/studio.layout.page,studio.unknown' })).toEqual([
      { key: 'studio.layout.page', value: 'detail' },
      { key: 'studio.unknown', value: null },
    ]);
    await expect(anonymous.request({ uri: '/users/me/keyvalue/studio.layout.page' })).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('serving the Studio', () => {
  it.each([
    ['/studio/', 'text/html', 'no-cache'],
    ['/studio/riverside-kia/structure/page', 'text/html', 'no-cache'],
    ['/studio/static/app-abc123.js', 'text/javascript', 'immutable'],
  ])('%s', async (pathname, type, caching) => {
    const response = await fetch(`${lake.url}${pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cache-control')).toContain(caching);
  });

  it('does not serve files outside the build', async () => {
    const response = await fetch(`${lake.url}/studio/..%2F..%2Flake%2Ftoken`);
    expect(await response.text()).not.toContain(lake.token);
  });

  it('tells the Studio where the web app is', async () => {
    expect(await (await fetch(`${lake.url}/studio-runtime.json`)).json()).toEqual({ webOriginPattern: 'http://{site}.localhost:3100' });
  });

  it.each([
    ['/', '/studio/'],
    ['/studio/riverside-kia/structure', '/studio/riverside-kia/structure'],
    // A Presentation deep link keeps the page it opens on.
    ['/studio/riverside-kia/presentation?preview=%2Fabout-us', '/studio/riverside-kia/presentation?preview=%2Fabout-us'],
    ['/elsewhere?x=1', '/studio/'],
  ])('the front door sends the local editor from %s to the Studio at %s with the token', async (asked, studioPath) => {
    const location = await new Promise<string | undefined>((resolve, reject) => {
      http.get(`http://127.0.0.1:${door.port}${asked}`, (res) => resolve(res.headers.location)).on('error', reject);
    });
    expect(location).toBe(`${lake.url}${studioPath}#token=${lake.token}`);
  });
});
