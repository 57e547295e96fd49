import { describe, expect, it } from 'vitest';
import type { SanityDocument } from './document';
import { applyPerspective, parsePerspective } from './perspectives';

const docs: SanityDocument[] = [
  { _id: 'a', _type: 't', v: 'published a' },
  { _id: 'drafts.a', _type: 't', v: 'draft a' },
  { _id: 'versions.r1.a', _type: 't', v: 'r1 a' },
  { _id: 'b', _type: 't', v: 'published b' },
  { _id: 'versions.r1.c', _type: 't', v: 'r1 c' },
];
const view = (perspective: string | null, apiVersion = '2025-02-19') =>
  applyPerspective(docs, parsePerspective(perspective, apiVersion)).map((doc) => [doc._id, doc.v, doc._originalId]);

describe('perspectives', () => {
  it('defaults to published from API v2025-02-19 and to raw before', () => {
    expect(view(null)).toEqual([
      ['a', 'published a', undefined],
      ['b', 'published b', undefined],
    ]);
    expect(view(null, '2021-10-21')).toHaveLength(docs.length);
    expect(view(null, '1')).toHaveLength(docs.length);
  });

  it('drafts (and previewDrafts) prefer the draft and show it under the published id', () => {
    const expected = [
      ['a', 'draft a', 'drafts.a'],
      ['b', 'published b', 'b'],
    ];
    expect(view('drafts')).toEqual(expected);
    expect(view('previewDrafts')).toEqual(expected);
  });

  it('release stacks layer versions over drafts over published documents', () => {
    expect(view('r1,drafts')).toEqual([
      ['a', 'r1 a', 'versions.r1.a'],
      ['b', 'published b', 'b'],
      ['c', 'r1 c', 'versions.r1.c'],
    ]);
    expect(view('r1')).toEqual([
      ['a', 'r1 a', 'versions.r1.a'],
      ['b', 'published b', 'b'],
      ['c', 'r1 c', 'versions.r1.c'],
    ]);
  });

  it('rejects raw in a stack and malformed names', () => {
    expect(() => parsePerspective('raw,drafts', '2025-02-19')).toThrow(/raw/);
    expect(() => parsePerspective('drafts,a b', '2025-02-19')).toThrow(/Invalid perspective/);
  });
});
