import { describe, expect, it } from 'vitest';
import { insertAt, removeAt } from './splice';

describe('in-place edits of sorted typed arrays', () => {
  it('removes positions and inserts values with block moves, parallel arrays alike', () => {
    const docs = new Uint32Array(16);
    const values = new Float64Array(16);
    [10, 20, 30, 40, 50, 60].forEach((value, at) => ((docs[at] = at), (values[at] = value)));
    let length = removeAt([docs, values], 6, [0, 2, 5]);
    expect(Array.from(values.subarray(0, length))).toEqual([20, 40, 50]);
    expect(Array.from(docs.subarray(0, length))).toEqual([1, 3, 4]);
    // Two at the front, two before 50 (in the given order), one at the end.
    length = insertAt([docs, values], length, [0, 0, 2, 2, 3], [
      [7, 8, 9, 10, 11],
      [1, 2, 45, 46, 99],
    ]);
    expect(Array.from(values.subarray(0, length))).toEqual([1, 2, 20, 40, 45, 46, 50, 99]);
    expect(Array.from(docs.subarray(0, length))).toEqual([7, 8, 1, 3, 9, 10, 4, 11]);
  });
});
