import { validateSchema, groupProblems } from '@sanity/schema/_internal';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '@dealer/blocks';
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
