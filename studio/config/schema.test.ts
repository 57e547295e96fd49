import { validateSchema, groupProblems } from '@sanity/schema/_internal';
import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { blockRegistry, blockTypes } from '@dealer/blocks';
import { blockCompliance, referenceExists, rulesOf } from '@dealer/schemas';
import { blockThumbnailUrl, blocksInsertMenu } from './block-previews';
import { contentTypes } from './schema-types';
import { siteDocumentTypes } from './site-types';

describe('the Studio schema', () => {
  it('compiles without errors (the Studio refuses to start on any)', () => {
    const problems = groupProblems(validateSchema(contentTypes).getTypes())
      .flatMap((group) => group.problems.filter((problem) => problem.severity === 'error').map((problem) => `${group.path.map((segment) => segment.name).join(' → ')}: ${problem.message}`));
    expect(problems).toEqual([]);
  });

  it('has a type for every site-scoped list of the structure', () => {
    const names = contentTypes.map((type) => type.name);
    for (const { type } of siteDocumentTypes) expect(names).toContain(type);
  });

  it.each(blockTypes)('block %s can be inserted into a page', (type) => {
    const page = contentTypes.find((candidate) => candidate.name === 'page') as unknown as { fields: { name: string; of?: { type: string }[] }[] };
    expect(page.fields.find((field) => field.name === 'blocks')?.of?.map((member) => member.type)).toContain(type);
  });
});

/** The custom validators a `validation` attaches. */
const validatorsOf = (validation: unknown) => rulesOf(validation).flatMap((rule) => rule.spec.customs);

interface SchemaNode { name?: string; type: string; validation?: unknown; fields?: readonly SchemaNode[]; of?: readonly SchemaNode[] }

/** Every field and array member of a type, at any depth, with its path. */
function nodesOf(node: SchemaNode, path: string): Array<{ path: string; node: SchemaNode }> {
  const children = [...(node.fields ?? []), ...(node.of ?? [])];
  return children.flatMap((child) => {
    const childPath = `${path}.${child.name ?? child.type}`;
    return [{ path: childPath, node: child }, ...nodesOf(child, childPath)];
  });
}

describe('the rules the Studio attaches everywhere (README "The Studio (dealer marketers)": compliance rules on every block and page)', () => {
  it.each(blockTypes)('block %s gets the compliance rules (NCC s164 / ASIC RG 178; ACL s48) at error level', (type) => {
    const studioType = contentTypes.find((candidate) => candidate.name === type);
    const compliance = rulesOf(studioType?.validation).filter((rule) => rule.spec.customs.includes(blockCompliance));
    expect(compliance.map((rule) => rule.spec.level)).toEqual(['error']);
  });

  const references = contentTypes.flatMap((type) => nodesOf(type, type.name)).filter(({ node }) => node.type === 'reference');

  it('the content model has reference fields to check', () => {
    expect(references.map(({ path }) => path)).toContain('locationMap.location');
  });

  it.each(references.map(({ path, node }) => [path, node] as const))('reference %s checks that its document exists', (_path, node) => {
    expect(validatorsOf(node.validation)).toContain(referenceExists);
  });
});

describe('block previews in the Studio', () => {
  const blocksField = (contentTypes.find((type) => type.name === 'page') as unknown as { fields: { name: string; options?: { insertMenu?: typeof blocksInsertMenu } }[] })
    .fields.find((field) => field.name === 'blocks');
  const insertMenu = blocksField?.options?.insertMenu;
  const grid = insertMenu?.views?.find((view) => view.name === 'grid');

  it('the page\'s blocks use the insert menu, grid of thumbnails first, list as the alternative', () => {
    expect(insertMenu).toBe(blocksInsertMenu);
    expect(insertMenu?.views?.map((view) => view.name)).toEqual(['grid', 'list']);
  });

  it.each(blockTypes)('block %s has an insert-menu thumbnail (its preview.ts SVG as a data URL)', (type) => {
    const url = grid && 'previewImageUrl' in grid ? grid.previewImageUrl?.(type) : undefined;
    expect(url).toBe(blockThumbnailUrl(type));
    expect(url?.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url?.split(',').slice(1).join(',') ?? '')).toBe(blockRegistry[type].preview.svg);
  });

  it.each(blockTypes)('block %s is in exactly one insert-menu group', (type) => {
    expect(insertMenu?.groups?.filter((group) => group.of?.includes(type))).toHaveLength(1);
  });

  it('every group is named and has blocks', () => {
    for (const group of insertMenu?.groups ?? []) {
      expect(group.title).toBeTruthy();
      expect(group.of?.length).toBeGreaterThan(0);
    }
  });

  it.each(blockTypes)('block %s lists as its own headline over the block type\'s title, with its thumbnail', (type) => {
    const studioType = contentTypes.find((candidate) => candidate.name === type) as unknown as {
      icon?: unknown;
      preview?: { select: Record<string, string>; prepare: (value: Record<string, unknown>) => { title?: string; subtitle?: string; media?: unknown } };
    };
    const { schema } = blockRegistry[type];
    expect(typeof studioType.icon).toBe('function');
    const preview = studioType.preview;
    expect(preview?.select.title).toBe(schema.preview?.select?.title);
    const filled = preview?.prepare({ title: 'The all-electric Kia EV9', detail: 'latest' });
    expect(filled?.title).toBe('The all-electric Kia EV9');
    expect(filled?.subtitle).toBe(`${schema.title} · latest`);
    expect(typeof filled?.media).toBe('function');
    const media = filled?.media as () => unknown;
    expect(isValidElement(media())).toBe(true);
    // An empty block still says what it is.
    const empty = preview?.prepare({});
    expect(empty?.title).toBe(schema.title);
    expect(empty?.subtitle).toBe(schema.title);
  });

  it('a hero carousel shows its first slide\'s headline under "Hero carousel"', () => {
    const hero = contentTypes.find((candidate) => candidate.name === 'heroCarousel') as unknown as { preview: { select: Record<string, string>; prepare: (value: Record<string, unknown>) => { title?: string; subtitle?: string } } };
    expect(hero.preview.select).toEqual({ title: 'slides.0.name' });
    expect(hero.preview.prepare({ title: 'The all-electric Kia EV9' })).toMatchObject({ title: 'The all-electric Kia EV9', subtitle: 'Hero carousel' });
  });
});
