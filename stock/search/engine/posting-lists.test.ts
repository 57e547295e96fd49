import { describe, expect, it } from 'vitest';
import { PostingLists } from './posting-lists';

function lists(postings: PostingLists): Record<string, number[]> {
  return Object.fromEntries(postings.keys.map((key, k) => [key, Array.from(postings.entries.subarray(postings.offsets[k]!, postings.offsets[k + 1]!))]));
}

describe('posting lists updated in place', () => {
  it('removes documents, appends new ones, drops emptied keys and inserts new keys in order, over many rounds', () => {
    const postings = new PostingLists(['b', 'd', 'f'], Uint32Array.from([0, 2, 3, 5]), Uint32Array.from([0, 1, 1, 0, 2]));
    const expected: Record<string, number[]> = { b: [0, 1], d: [1], f: [0, 2] };
    // d loses its only document (dropped); a, c and e arrive; f gains one.
    const remap = postings.update(new Map([['d', [1]], ['f', [2]]]), new Map([['a', [3]], ['c', [3, 4]], ['e', [4]], ['f', [4]]]), true);
    expect(lists(postings)).toEqual({ a: [3], b: [0, 1], c: [3, 4], e: [4], f: [0, 4] });
    expect(Array.from(remap!)).toEqual([1, -1, 4]);
    Object.assign(expected, { a: [3], c: [3, 4], e: [4], f: [0, 4] });
    delete expected.d;
    // Many rounds past the spare room of the buffers.
    let doc = 5;
    for (let round = 0; round < 200; round++, doc++) {
      const key = `k${round % 37}`;
      const gone = expected.b!.length > 3 ? expected.b!.slice(0, 1) : [];
      postings.update(new Map(gone.length ? [['b', gone]] : []), new Map([[key, [doc]], ['b', [doc]]]), false);
      expected.b = [...expected.b!.filter((d) => !gone.includes(d)), doc];
      expected[key] = [...(expected[key] ?? []), doc];
    }
    const sorted = Object.fromEntries(Object.keys(expected).sort().map((key) => [key, expected[key]!]));
    expect(lists(postings)).toEqual(sorted);
    expect(postings.keys).toEqual(Object.keys(sorted));
  });

  it('an update that renumbers no key returns no remap', () => {
    const postings = new PostingLists(['a', 'b'], Uint32Array.from([0, 1, 2]), Uint32Array.from([0, 1]));
    expect(postings.update(new Map(), new Map([['b', [2]]]), true)).toBeNull();
    expect(lists(postings)).toEqual({ a: [0], b: [1, 2] });
  });
});
