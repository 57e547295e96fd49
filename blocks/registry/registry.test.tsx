import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { blockRegistry, blockTypes } from '../index';
import { blocksProjection } from './blocks-query';
import { RenderBlocks } from './render-blocks';
import { renderHtml, testContext } from './render-for-test';

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

  it('the combined blocks projection is valid GROQ', () => {
    expect(() => parse(`*[_type == "page"][0]{"blocks": blocks[]${blocksProjection(blockRegistry)}}`)).not.toThrow();
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
