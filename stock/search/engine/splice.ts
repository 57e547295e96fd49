/**
 * Editing sorted typed arrays in place with a few block moves (`copyWithin`): removing a few
 * positions and inserting a few values costs one pass of memmoves, not a new array. Parallel
 * arrays (documents and their values) are edited with the same positions.
 */

/** Removes the entries at `positions` (increasing, distinct) from arrays[..][0..length); returns the new length. */
export function removeAt(arrays: ReadonlyArray<Uint32Array | Float64Array>, length: number, positions: ArrayLike<number>): number {
  if (positions.length === 0) return length;
  let write = positions[0]!;
  for (let k = 0; k < positions.length; k++) {
    const from = positions[k]! + 1;
    const to = k + 1 < positions.length ? positions[k + 1]! : length;
    if (to > from) for (const array of arrays) array.copyWithin(write, from, to);
    write += to - from;
  }
  return length - positions.length;
}

/**
 * Inserts values before positions `at` (non-decreasing, in the array as it is before the insert;
 * equal positions keep the given order) into arrays[..][0..length), which must have room for them.
 * `values[a][k]` goes into `arrays[a]` at the k-th insert. Returns the new length.
 */
export function insertAt(arrays: ReadonlyArray<Uint32Array | Float64Array>, length: number, at: ArrayLike<number>, values: ReadonlyArray<ArrayLike<number>>): number {
  let end = length;
  for (let k = at.length - 1; k >= 0; k--) {
    const position = at[k]!;
    // Everything from `position` to `end` moves right by the k + 1 inserts not yet placed.
    arrays.forEach((array, a) => {
      if (end > position) array.copyWithin(position + k + 1, position, end);
      array[position + k] = values[a]![k]!;
    });
    end = position;
  }
  return length + at.length;
}
