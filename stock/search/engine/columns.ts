import type { AttributeKind } from '../schema';
import { emptyBitset, fromDocs, type Bitset } from './bitset';
import { identity, sortByKey } from './sort';

/**
 * One attribute of every document, laid out for filtering and faceting:
 * - numbers and booleans (1/0) as a Float64Array column (NaN when missing) and, built on first
 *   use, the documents sorted by value, so a numeric range is two binary searches and a slice;
 * - a dictionary of the distinct values as facet strings, sorted (so a value's number orders like
 *   its text, which breaks facet-count ties for free), per document its value number (Int32Array,
 *   -1 when missing; a CSR list for `strings`), and per value its documents (postings), turned into
 *   a cached bitset when the value is common. Built on first use (the snapshot builds the facets'
 *   and the site filters' at once); timestamps and ranks never need one.
 */

export type RecordLike = Readonly<Record<string, unknown>>;

function facetString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

export function numericValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

export class FacetDictionary {
  /** Facet values, sorted by code units. */
  readonly values: string[];
  /** Single-valued attributes: value number per document, -1 when missing. */
  readonly valueOf: Int32Array | null;
  /** `strings` attributes: the value numbers of document d are docValues[docOffsets[d] .. docOffsets[d+1]). */
  readonly docOffsets: Uint32Array | null;
  readonly docValues: Uint32Array | null;
  /** Documents of value v: valueDocs[valueOffsets[v] .. valueOffsets[v+1]), increasing. */
  readonly valueOffsets: Uint32Array;
  readonly valueDocs: Uint32Array;
  /** Lower-cased value to value numbers (filters match facet values case-insensitively). */
  readonly byLowercase: Map<string, number[]>;
  /**
   * Numbers: each value as a number. Used as the facet key in responses: an object key from a
   * number is the same string as String(number), and V8 stores integer keys much faster.
   */
  readonly numericKeys: Float64Array | null;
  /** Scratch space for facet counting, reused by every query (the engine is synchronous). */
  readonly counts: Int32Array;
  readonly touched: Uint32Array;
  private readonly denseBits: Array<Bitset | undefined>;

  constructor(
    kind: AttributeKind,
    attribute: string,
    records: readonly RecordLike[],
    private readonly size: number,
  ) {
    const temporary = new Map<string, number>();
    const names: string[] = [];
    const idOf = (text: string) => {
      let id = temporary.get(text);
      if (id === undefined) {
        id = names.length;
        temporary.set(text, id);
        names.push(text);
      }
      return id;
    };

    let singles: Int32Array | null = null;
    let lists: number[][] | null = null;
    if (kind === 'strings') {
      lists = new Array<number[]>(size);
      for (let doc = 0; doc < size; doc++) {
        const raw = records[doc]![attribute];
        const items = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
        const ids: number[] = [];
        for (const item of items) {
          const text = facetString(item);
          if (text === null) continue;
          const id = idOf(text);
          if (!ids.includes(id)) ids.push(id);
        }
        lists[doc] = ids;
      }
    } else {
      singles = new Int32Array(size);
      for (let doc = 0; doc < size; doc++) {
        const text = facetString(records[doc]![attribute]);
        singles[doc] = text === null ? -1 : idOf(text);
      }
    }

    // Renumber values in sorted order.
    const order = names.map((_, id) => id).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0));
    const rank = new Int32Array(names.length);
    order.forEach((id, position) => (rank[id] = position));
    this.values = order.map((id) => names[id]!);
    const valueCount = this.values.length;
    const perValue = new Uint32Array(valueCount + 1);

    if (singles) {
      for (let doc = 0; doc < size; doc++) {
        const id = singles[doc]!;
        if (id >= 0) {
          const value = rank[id]!;
          singles[doc] = value;
          perValue[value + 1]!++;
        }
      }
      this.valueOf = singles;
      this.docOffsets = null;
      this.docValues = null;
    } else {
      const offsets = new Uint32Array(size + 1);
      for (let doc = 0; doc < size; doc++) offsets[doc + 1] = offsets[doc]! + lists![doc]!.length;
      const docValues = new Uint32Array(offsets[size]!);
      for (let doc = 0; doc < size; doc++) {
        let at = offsets[doc]!;
        for (const id of lists![doc]!) {
          const value = rank[id]!;
          docValues[at++] = value;
          perValue[value + 1]!++;
        }
      }
      this.valueOf = null;
      this.docOffsets = offsets;
      this.docValues = docValues;
    }

    for (let v = 0; v < valueCount; v++) perValue[v + 1]! += perValue[v]!;
    this.valueOffsets = perValue;
    const cursor = perValue.slice(0, valueCount);
    const valueDocs = new Uint32Array(perValue[valueCount]!);
    if (this.valueOf) {
      for (let doc = 0; doc < size; doc++) {
        const value = this.valueOf[doc]!;
        if (value >= 0) valueDocs[cursor[value]!++] = doc;
      }
    } else {
      for (let doc = 0; doc < size; doc++) {
        for (let at = this.docOffsets![doc]!; at < this.docOffsets![doc + 1]!; at++) {
          const value = this.docValues![at]!;
          valueDocs[cursor[value]!++] = doc;
        }
      }
    }
    this.valueDocs = valueDocs;

    this.byLowercase = new Map();
    this.values.forEach((value, id) => {
      const key = value.toLowerCase();
      const ids = this.byLowercase.get(key);
      if (ids) ids.push(id);
      else this.byLowercase.set(key, [id]);
    });

    this.numericKeys = kind === 'number' ? Float64Array.from(this.values, Number) : null;
    this.denseBits = new Array(valueCount);
    this.counts = new Int32Array(valueCount);
    this.touched = new Uint32Array(valueCount);
  }

  valueCount(value: number): number {
    return this.valueOffsets[value + 1]! - this.valueOffsets[value]!;
  }

  /** The documents holding value `value`, as a bitset (cached for common values). */
  valueBits(value: number): Bitset {
    const cached = this.denseBits[value];
    if (cached) return cached;
    const bits = fromDocs(this.size, this.valueDocs, this.valueOffsets[value]!, this.valueOffsets[value + 1]!);
    if (this.valueCount(value) * 32 >= this.size) this.denseBits[value] = bits;
    return bits;
  }

  /** Adds the documents whose value equals `text` (ignoring case) to `target`, allocating nothing. */
  orEqualsInto(target: Bitset, text: string): void {
    const ids = this.byLowercase.get(text.toLowerCase());
    if (!ids) return;
    for (const id of ids) {
      const dense = this.denseBits[id] ?? (this.valueCount(id) * 32 >= this.size ? this.valueBits(id) : undefined);
      if (dense) {
        for (let i = 0; i < target.length; i++) target[i]! |= dense[i]!;
        continue;
      }
      const end = this.valueOffsets[id + 1]!;
      for (let at = this.valueOffsets[id]!; at < end; at++) {
        const doc = this.valueDocs[at]!;
        target[doc >>> 5]! |= 1 << (doc & 31);
      }
    }
  }

  /** Documents whose value equals `text`, ignoring case. */
  equalsBits(text: string): Bitset {
    const ids = this.byLowercase.get(text.toLowerCase());
    if (!ids) return emptyBitset(this.size);
    if (ids.length === 1) return this.valueBits(ids[0]!);
    const bits = emptyBitset(this.size);
    for (const id of ids) {
      const other = this.valueBits(id);
      for (let i = 0; i < bits.length; i++) bits[i]! |= other[i]!;
    }
    return bits;
  }
}

export class Column {
  readonly size: number;
  /** Numbers and booleans (1/0); NaN when missing. */
  readonly numbers: Float64Array | null;
  private dictionary: FacetDictionary | null = null;
  private sortedIndex: { docs: Uint32Array; values: Float64Array } | null = null;

  constructor(
    readonly kind: AttributeKind,
    private readonly attribute: string,
    private readonly records: readonly RecordLike[],
  ) {
    this.size = records.length;
    if (kind === 'number' || kind === 'boolean') {
      const numbers = new Float64Array(this.size);
      for (let doc = 0; doc < this.size; doc++) numbers[doc] = numericValue(records[doc]![attribute]);
      this.numbers = numbers;
    } else {
      this.numbers = null;
    }
  }

  /** The facet dictionary (built on first use for numbers). */
  facets(): FacetDictionary {
    this.dictionary ??= new FacetDictionary(this.kind, this.attribute, this.records, this.size);
    return this.dictionary;
  }

  private sorted(): { docs: Uint32Array; values: Float64Array } {
    if (this.sortedIndex) return this.sortedIndex;
    const numbers = this.numbers!;
    let present = 0;
    for (let doc = 0; doc < this.size; doc++) if (!Number.isNaN(numbers[doc]!)) present++;
    const docs = new Uint32Array(present);
    let at = 0;
    for (let doc = 0; doc < this.size; doc++) if (!Number.isNaN(numbers[doc]!)) docs[at++] = doc;
    const sortedDocs = sortByKey(docs, numbers, identity(this.size), 'asc');
    docs.set(sortedDocs);
    const values = new Float64Array(present);
    for (let i = 0; i < present; i++) values[i] = numbers[docs[i]!]!;
    this.sortedIndex = { docs, values };
    return this.sortedIndex;
  }

  /** First position whose value is >= x (or > x when `strict`). */
  private static bound(values: Float64Array, x: number, strict: boolean): number {
    let low = 0;
    let high = values.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const v = values[mid]!;
      if (v < x || (strict && v === x)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Documents with a value between `min` and `max` (either bound may be open or exclusive);
   * documents without a value never match.
   */
  rangeBits(min: number, minInclusive: boolean, max: number, maxInclusive: boolean): Bitset {
    const { docs, values } = this.sorted();
    const from = min === -Infinity ? 0 : Column.bound(values, min, !minInclusive);
    const to = max === Infinity ? values.length : Column.bound(values, max, maxInclusive);
    return from < to ? fromDocs(this.size, docs, from, to) : emptyBitset(this.size);
  }

  /** Builds the sorted index now rather than on the first range filter. */
  prepareRanges(): void {
    this.sorted();
  }

  /** Documents that have a value. */
  presentBits(): Bitset {
    return fromDocs(this.size, this.sorted().docs);
  }
}
