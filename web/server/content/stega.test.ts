import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { blockRegistry, type BlockType } from '@dealer/blocks';
import { pageQuery } from '@dealer/blocks/query';
import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client';
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it, vi } from 'vitest';
import { previewStega, previewStegaFilter } from './stega';

const filterDefault = vi.fn(() => true);
const marked = (sourcePath: ContentSourceMapParsedPath, _type = 'page') =>
  previewStegaFilter({ sourcePath, resultPath: sourcePath, sourceDocument: { _id: 'x', _type }, value: 'Some words', filterDefault });

describe('which preview strings carry edit marks (README "Click-to-edit in Presentation")', () => {
  it.each([
    ['a block heading', ['blocks', { _key: 'k', _index: -1 }, 'heading'], 'page', true],
    ['a hero slide description', ['blocks', { _key: 'k', _index: -1 }, 'slides', { _key: 's', _index: -1 }, 'description'], 'page', true],
    ['a Portable Text span', ['body', { _key: 'b', _index: -1 }, 'children', { _key: 's', _index: -1 }, 'text'], 'legalPage', true],
    ['a menu label', ['items', { _key: 'i', _index: -1 }, 'label'], 'menu', true],
    ['a promo title (a card, never <title>)', ['title'], 'promo', true],
    ['a page title (<title>)', ['title'], 'page', false],
    ['a post title and excerpt (<title>, meta description)', ['excerpt'], 'post', false],
    ['a location name (its page title)', ['name'], 'location', false],
    ['an enum a block schema parses', ['blocks', { _key: 'k', _index: -1 }, 'tone'], 'page', false],
    ['a display style', ['blocks', { _key: 'k', _index: -1 }, 'display'], 'page', false],
    ['an anchor id', ['blocks', { _key: 'k', _index: -1 }, 'anchor'], 'page', false],
    ['a link', ['items', { _key: 'i', _index: -1 }, 'href'], 'menu', false],
    ['a Portable Text style', ['body', { _key: 'b', _index: -1 }, 'style'], 'legalPage', false],
    ['an array item itself', ['blocks', { _key: 'k', _index: -1 }, 'categories', 0], 'page', false],
  ] as const)('%s: %s', (_name, sourcePath, type, expected) => {
    expect(marked([...sourcePath] as ContentSourceMapParsedPath, type)).toBe(expected);
  });

  it("still applies Sanity's default rules to prose fields (dates, URLs, seo paths)", () => {
    const refuse = vi.fn(() => false);
    const props = { sourcePath: ['blocks', 0, 'heading'], resultPath: ['blocks', 0, 'heading'], sourceDocument: { _id: 'x', _type: 'page' }, value: 'https://example.com' };
    expect(previewStegaFilter({ ...props, filterDefault: refuse })).toBe(false);
    expect(refuse).toHaveBeenCalledOnce();
  });

  it("points edits at the site's workspace and the Presentation tool", () => {
    const config = previewStega('riverside-kia', 'https://studio.example');
    const studioUrl = typeof config.studioUrl === 'function' ? config.studioUrl({ _id: 'x', _type: 'page' }) : config.studioUrl;
    expect(studioUrl).toEqual({ baseUrl: 'https://studio.example/studio', workspace: 'riverside-kia', tool: 'presentation' });
  });
});

// Every demo page as the web app loads it, then marked as the preview client marks it.
const sitesDir = fileURLToPath(new URL('../../../tenants/sites/', import.meta.url));
const documents = readdirSync(sitesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readFileSync(`${sitesDir}${entry.name}/content.ndjson`, 'utf8').split('\n').filter(Boolean))
  .map((line) => JSON.parse(line) as { _id: string; _type: string; site?: string; slug?: { current?: string } });
const pages = documents.filter((doc) => doc._type === 'page' && doc.site && doc.slug?.current);

/**
 * A source map that takes every result path for the page's own path: stricter than the lake's,
 * which maps only copied fields, so each string the filter allows gets marked here.
 */
const wholePage = (doc: { _id: string; _type: string }): ContentSourceMap => ({
  documents: [{ _id: doc._id, _type: doc._type }],
  paths: ['$'],
  mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
});

describe('block data still parses with edit marks on (README "Click-to-edit in Presentation")', () => {
  it('has demo pages with blocks to check', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages.map((doc) => [doc._id, doc] as const))('%s: every block parses to the same content', async (_id, doc) => {
    const loaded = (await (await evaluate(parse(pageQuery), { dataset: documents, params: { site: doc.site, slug: doc.slug?.current } })).get()) as {
      blocks: { _type: BlockType; _key: string }[] | null;
    };
    const stega = previewStega(doc.site ?? '', 'https://studio.example');
    const encoded = stegaEncodeSourceMap(loaded, wholePage(doc), stega) as typeof loaded;
    for (const [index, block] of (loaded.blocks ?? []).entries()) {
      const schema = blockRegistry[block._type]?.data;
      if (!schema) continue;
      const plain = schema.safeParse(block);
      const withMarks = schema.safeParse(encoded.blocks![index]);
      expect(withMarks.success, `${block._type} ${block._key}`).toBe(plain.success);
      // A length limit or an enum that refused a marked string would show up as a changed value.
      expect(stegaClean(withMarks.data), `${block._type} ${block._key}`).toEqual(JSON.parse(JSON.stringify(plain.data ?? null)) ?? undefined);
    }
    expect(stegaClean(encoded)).toEqual(loaded);
  });

  it('marks the headings editors click', async () => {
    const doc = pages.find((page) => page.slug?.current === 'home')!;
    const loaded = (await (await evaluate(parse(pageQuery), { dataset: documents, params: { site: doc.site, slug: 'home' } })).get()) as { blocks: unknown[] };
    const encoded = JSON.stringify(stegaEncodeSourceMap(loaded, wholePage(doc), previewStega(doc.site ?? '', 'https://studio.example')));
    expect(encoded).not.toBe(JSON.stringify(loaded));
  });
});

describe('who gets edit marks (README "Click-to-edit in Presentation")', () => {
  it.each([
    ['a shopper (no draft mode)', false, false],
    ['an editor in preview', true, true],
  ])('%s: stega %s', async (_who, preview, enabled) => {
    vi.stubEnv('SANITY_PROJECT_ID', 'p1');
    vi.stubEnv('SANITY_API_TOKEN', 'read-token');
    const { siteContentClient } = await import('./client');
    const config = siteContentClient('riverside-kia', preview).config();
    expect(config.stega.enabled).toBe(enabled);
    expect(config.perspective).toBe(preview ? 'drafts' : 'published');
  });
});
