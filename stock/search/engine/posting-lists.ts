import { grownCapacity } from './capacity';

/**
 * Sorted string keys (tokens, facet values), each with its documents in increasing order, laid out
 * as CSR: the documents of key k are entries[offsets[k] .. offsets[k+1]).
 *
 * An incremental update (`update`) removes a few documents from some keys and appends new ones
 * (numbered above every document already held, so lists stay increasing); keys left empty are
 * dropped and new keys inserted in order, so the layout equals a full build's. It is rewritten
 * into a second set of buffers kept for the purpose and the two are swapped: untouched runs of
 * keys move as one block copy each, so an update is a pass of memmoves plus O(keys) offset
 * arithmetic, and allocates nothing once the spare buffers exist (README "Stock coherence").
 */
export class PostingLists {
  keys: string[];
  offsets: Uint32Array;
  entries: Uint32Array;
  private spareKeys: string[];
  private spareOffsets: Uint32Array;
  private spareEntries: Uint32Array;

  /** Takes a full build's layout; the spare buffers are made now, so the first update allocates nothing large either. */
  constructor(keys: string[], offsets: Uint32Array, entries: Uint32Array) {
    this.keys = keys;
    this.offsets = offsets;
    this.entries = entries;
    this.spareKeys = keys.slice();
    this.spareOffsets = new Uint32Array(offsets.length + (offsets.length >>> 3) + 64);
    this.spareEntries = new Uint32Array(entries.length + (entries.length >>> 3) + 64);
  }

  /** Documents held, over all keys. */
  get entryCount(): number {
    return this.offsets[this.keys.length]!;
  }

  /** Index of the first key >= `key` at or after `from`. */
  lowerBound(key: string, from = 0): number {
    let low = from;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[mid]! < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Removes `removed` (key -> documents it holds, increasing) and appends `added` (key ->
   * documents, increasing, above all held). Returns, when `wantRemap` and keys were inserted or
   * dropped, the new number of each old key (-1: dropped); otherwise null.
   */
  update(removed: ReadonlyMap<string, readonly number[]>, added: ReadonlyMap<string, readonly number[]>, wantRemap: boolean): Int32Array | null {
    const changed = [...new Set([...removed.keys(), ...added.keys()])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (changed.length === 0) return null;
    const oldCount = this.keys.length;
    let extra = 0;
    for (const docs of added.values()) extra += docs.length;
    const neededEntries = this.entryCount + extra;
    if (this.spareEntries.length < neededEntries) this.spareEntries = new Uint32Array(grownCapacity(neededEntries, this.entries.length));
    if (this.spareOffsets.length < oldCount + changed.length + 1) this.spareOffsets = new Uint32Array(grownCapacity(oldCount + changed.length + 1, this.offsets.length));
    const { keys, offsets, entries, spareKeys: outKeys, spareOffsets: outOffsets, spareEntries: outEntries } = this;
    const remap = wantRemap ? new Int32Array(oldCount) : null;
    let renumbered = false;
    let count = 0;
    let out = 0;
    const copyRun = (from: number, to: number) => {
      if (to <= from) return;
      const start = offsets[from]!;
      const end = offsets[to]!;
      outEntries.set(entries.subarray(start, end), out);
      const shift = out - start;
      const keyShift = count - from;
      if (keyShift !== 0) renumbered = true;
      // Locals in the loop: it runs over every untouched key (hundreds of thousands of identifiers).
      for (let k = from; k < to; k++) {
        outOffsets[k + keyShift] = offsets[k]! + shift;
        outKeys[k + keyShift] = keys[k]!;
      }
      if (remap) for (let k = from; k < to; k++) remap[k] = k + keyShift;
      count += to - from;
      out += end - start;
    };
    let next = 0;
    for (const key of changed) {
      const at = this.lowerBound(key, next);
      copyRun(next, at);
      const begin = out;
      const exists = at < oldCount && keys[at] === key;
      if (exists) {
        // The key's documents minus the removed ones: block copies between them.
        const end = offsets[at + 1]!;
        let from = offsets[at]!;
        for (const doc of removed.get(key) ?? []) {
          const hit = lowerBoundDoc(entries, from, end, doc);
          if (hit >= end || entries[hit] !== doc) continue;
          outEntries.set(entries.subarray(from, hit), out);
          out += hit - from;
          from = hit + 1;
        }
        outEntries.set(entries.subarray(from, end), out);
        out += end - from;
        next = at + 1;
      } else {
        next = at;
      }
      const appended = added.get(key);
      if (appended) {
        outEntries.set(appended, out);
        out += appended.length;
      }
      if (out > begin) {
        if (!exists || count !== at) renumbered = true;
        if (exists && remap) remap[at] = count;
        outOffsets[count] = begin;
        outKeys[count++] = key;
      } else if (exists) {
        renumbered = true;
        if (remap) remap[at] = -1;
      }
    }
    copyRun(next, oldCount);
    outOffsets[count] = out;
    outKeys.length = count;
    this.spareKeys = keys;
    this.spareOffsets = offsets;
    this.spareEntries = entries;
    this.keys = outKeys;
    this.offsets = outOffsets;
    this.entries = outEntries;
    return renumbered ? remap : null;
  }
}

/** First position in entries[from..to) holding a document >= doc. */
function lowerBoundDoc(entries: Uint32Array, from: number, to: number, doc: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (entries[mid]! < doc) low = mid + 1;
    else high = mid;
  }
  return low;
}
