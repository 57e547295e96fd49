import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { blockRegistry, blockTypes } from '../index';
import { blocksProjection, pageQuery, pageQueryFor } from './blocks-query';
import { RenderBlocks } from './render-blocks';
import { renderHtml, testContext } from './render-for-test';
import { blockGroups, thumbnailDataUrl } from './thumbnail';

const blocksDir = join(__dirname, '..');
const NOT_BLOCKS = new Set(['registry', 'ui', 'node_modules']);
const folders = readdirSync(blocksDir).filter((name) => statSync(join(blocksDir, name)).isDirectory() && !NOT_BLOCKS.has(name));
const camel = (folder: string) => folder.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

describe('block registry is exhaustive', () => {
  it.each(folders)('folder %s is registered in blocks/index.ts', (folder) => {
    expect(blockTypes).toContain(camel(folder));
  });

  it.each(blockTypes)('%s has a schema of its own name, a GROQ projection and a renderer', (type) => {
    const block = blockRegistry[type];
    expect(block.type).toBe(type);
    expect(block.schema.name).toBe(type);
    expect(block.schema.type).toBe('object');
    expect(block.schema.fields.length).toBeGreaterThan(0);
    expect(() => parse(`*[_type == "page"]{${block.projection}}`)).not.toThrow();
    expect(typeof block.Component).toBe('function');
  });

  it.each(folders)('folder %s has a preview.ts', (folder) => {
    expect(existsSync(join(blocksDir, folder, 'preview.ts'))).toBe(true);
  });

  it('the combined blocks projection is valid GROQ', () => {
    expect(() => parse(`*[_type == "page"][0]{"blocks": blocks[]${blocksProjection(blockRegistry)}}`)).not.toThrow();
  });

  it('the page query the web app runs (page-query.generated.ts, typed by TypeGen) is the manifest\'s; if not, run npm run typegen', () => {
    expect(pageQuery).toBe(pageQueryFor(blockRegistry));
  });
});

describe('rendering blocks', () => {
  const unknown = [{ _type: 'mysteryBlock', _key: 'm1' }];
  const broken = [{ _type: 'faq', _key: 'f1', items: [{ question: 'No answer?' }] }];

  it.each([
    ['an unknown block type', unknown, 'Unknown block type &quot;mysteryBlock&quot;'],
    ['a block whose content does not parse', broken, 'FAQ: Add at least one question with an answer'],
  ])('%s shows a visible placeholder in preview', (_name, blocks, message) => {
    const html = renderHtml(<RenderBlocks blocks={blocks} context={testContext('riverside-kia', true)} />);
    expect(html).toContain('data-block-placeholder');
    expect(html).toContain(message);
  });

  it.each([
    ['an unknown block type', unknown],
    ['a block whose content does not parse', broken],
    ['a block that is not an object', [null, 42, 'x']],
  ])('%s renders nothing in production', (_name, blocks) => {
    const html = renderHtml(<RenderBlocks blocks={blocks} context={testContext()} />);
    expect(html).not.toContain('data-block-placeholder');
    expect(html).not.toContain('No answer?');
  });

  it.each([[undefined], [null], ['not an array'], [{}]])('blocks=%s renders nothing', (blocks) => {
    expect(renderHtml(<RenderBlocks blocks={blocks} context={testContext()} />)).toBe('');
  });
});

/**
 * Checks that an SVG string is one well-formed element tree (every tag closed in order, quoted
 * attributes, escaped text) without a DOM parser; returns the problems found.
 */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let root = 0;
  for (const match of svg.matchAll(token)) {
    const [, closing, name, , selfClosing, textContent, stray] = match;
    if (stray) problems.push(`stray "<" at ${match.index}`);
    else if (textContent !== undefined) {
      if (stack.length === 0) problems.push(`text outside the root: ${textContent.slice(0, 20)}`);
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(textContent)) problems.push(`unescaped "&" in ${textContent.slice(0, 20)}`);
    } else if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) root += 1;
      if (!selfClosing) stack.push(name ?? '');
    }
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (root !== 1) problems.push(`${root} root elements`);
  return problems;
}

describe('block previews (the Studio insert menu and block lists)', () => {
  it.each(blockTypes)('%s has a well-formed 240 × 135 SVG thumbnail with a <title>', (type) => {
    const { svg } = blockRegistry[type].preview;
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 240 135"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svgProblems(svg)).toEqual([]);
    // The accessible name comes first, and names the block type.
    const title = /^<svg[^>]*><title>([^<]+)<\/title>/.exec(svg)?.[1];
    expect(title).toContain(blockRegistry[type].schema.title);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it.each(blockTypes)('%s has a one-line description and an insert-menu group', (type) => {
    const { description, group } = blockRegistry[type].preview;
    expect(description.trim().length).toBeGreaterThan(10);
    expect(description).not.toMatch(/\n/);
    expect(description.length).toBeLessThanOrEqual(140);
    expect(Object.keys(blockGroups)).toContain(group);
  });

  it('every insert-menu group has at least one block type', () => {
    const used = new Set(blockTypes.map((type) => blockRegistry[type].preview.group));
    expect([...used].sort()).toEqual(Object.keys(blockGroups).sort());
  });

  it('thumbnails become data URLs an <img> can load', () => {
    const url = thumbnailDataUrl(blockRegistry.faq.preview.svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(blockRegistry.faq.preview.svg);
  });

  it('the well-formedness check catches broken markup', () => {
    expect(svgProblems('<svg><title>x</title><rect/></svg>')).toEqual([]);
    expect(svgProblems('<svg><title>x</svg>')).not.toEqual([]);
    expect(svgProblems('<svg><rect x=1/></svg>')).not.toEqual([]);
    expect(svgProblems('<svg><text>a & b</text></svg>')).not.toEqual([]);
    expect(svgProblems('<svg></svg><svg></svg>')).not.toEqual([]);
  });
});
