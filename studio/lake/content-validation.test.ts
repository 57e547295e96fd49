// The CLI's validation hook: the content model's own rules refuse a release's bad document
// (README "Releases"). Uses the demo seed's documents, which pass these rules (tests/unit/demo-content-validation.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentValidator } from './content-validation';
import type { SanityDocument } from './document';

const seed = readFileSync(new URL('../../tenants/sites/riverside-kia/content.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SanityDocument);
const menu = seed.find((doc) => doc._type === 'menu');
const validate = contentValidator();

describe('the lake CLI validates release documents with the content model (README "Releases")', () => {
  it('a seed menu passes', async () => {
    expect(menu).toBeDefined();
    expect(await validate([menu!], { dataset: () => seed })).toEqual([]);
  });

  it('a menu without its site fails, naming the document and the field', async () => {
    const { site: _site, ...broken } = menu!;
    const problems = await validate([broken as SanityDocument], { dataset: () => seed });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ id: menu!._id, path: 'site' });
  });

  it('types outside the content model are not judged', async () => {
    expect(await validate([{ _id: 'x', _type: 'somethingElse' }], { dataset: () => [] })).toEqual([]);
  });
});
