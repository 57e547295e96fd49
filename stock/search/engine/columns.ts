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

/** Code-unit order, the order of facet values and tokens. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Index of the first element of a sorted list that is >= `text`. */
export function lowerBoundText(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The distinct value ids of one `strings` value (a list, a single item or nothing), in item order. */
function docValueIds(raw: unknown, idOf: (text: string) => number): number[] {
  const items = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const ids: number[] = [];
  for (const item of items) {
    const text = facetString(item);
    if (text === null) continue;
    const id = idOf(text);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Per-document value lists as CSR arrays, each id mapped through `map`. */
function listsToCsr(lists: number[][], size: number, map: (id: number) => number): { offsets: Uint32Array; values: Uint32Array } {
  const offsets = new Uint32Array(size + 1);
  for (let doc = 0; doc < size; doc++) offsets[doc + 1] = offsets[doc]! + lists[doc]!.length;
  const values = new Uint32Array(offsets[size]!);
  for (let doc = 0; doc < size; doc++) {
    let at = offsets[doc]!;
    for (const id of lists[doc]!) values[at++] = map(id);
  }
  return { offsets, values };
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
  private lowercase: Map<string, number[]> | null = null;
  /**
   * Numbers: each value as a number. Used as the facet key in responses: an object key from a
   * number is the same string as String(number), and V8 stores integer keys much faster.
   */
  readonly numericKeys: Float64Array | null;
  /** Scratch space for facet counting, reused by every query (the engine is synchronous). */
  readonly counts: Int32Array;
  readonly touched: Uint32Array;
  private readonly denseBits: Array<Bitset | undefined>;

  /**
   * The dictionary of one attribute over `records` (documents 0..size-1). A document's values come
   * either from its record (`build`) or, for an incremental update, from the previous dictionary
   * (`withChanges`); this constructor lays out whatever assignment it is given.
   */
  static build(kind: AttributeKind, attribute: string, records: readonly RecordLike[], size: number): FacetDictionary {
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
      for (let doc = 0; doc < size; doc++) lists[doc] = docValueIds(records[doc]![attribute], idOf);
    } else {
      singles = new Int32Array(size);
      for (let doc = 0; doc < size; doc++) {
        const text = facetString(records[doc]![attribute]);
        singles[doc] = text === null ? -1 : idOf(text);
      }
    }

    // Renumber values in sorted order.
    const order = names.map((_, id) => id).sort((a, b) => compareText(names[a]!, names[b]!));
    const rank = new Int32Array(names.length);
    order.forEach((id, position) => (rank[id] = position));
    const values = order.map((id) => names[id]!);
    if (singles) {
      for (let doc = 0; doc < size; doc++) if (singles[doc]! >= 0) singles[doc] = rank[singles[doc]!]!;
      return new FacetDictionary(kind, size, values, singles, null);
    }
    return new FacetDictionary(kind, size, values, null, listsToCsr(lists!, size, (id) => rank[id]!));
  }

  /**
   * This dictionary after an incremental update: documents not in `live` lose their values, and
   * documents from `firstNew` on (appended) get theirs from `records`. New values are merged into
   * the sorted value list and values no document holds any more are dropped, so value numbers
   * order exactly as a full build's would (facet-count ties depend on it). O(documents) in typed
   * arrays, with no per-document string work except for the new documents.
   */
  withChanges(attribute: string, records: readonly RecordLike[], live: Bitset, firstNew: number): FacetDictionary {
    const size = records.length;
    const fresh = new Set<string>();
    const known = (text: string) => {
      const at = lowerBoundText(this.values, text);
      return at < this.values.length && this.values[at] === text;
    };
    for (let doc = firstNew; doc < size; doc++) {
      const raw = records[doc]![attribute];
      for (const item of Array.isArray(raw) ? raw : [raw]) {
        const text = facetString(item);
        if (text !== null && !known(text)) fresh.add(text);
      }
    }
    const added = [...fresh].sort(compareText);
    // Merge the sorted lists; remap[old value number] = merged value number.
    const values: string[] = new Array<string>(this.values.length + added.length);
    const remap = new Int32Array(this.values.length);
    for (let i = 0, j = 0, out = 0; out < values.length; out++) {
      if (j < added.length && (i >= this.values.length || added[j]! < this.values[i]!)) values[out] = added[j++]!;
      else {
        remap[i] = out;
        values[out] = this.values[i++]!;
      }
    }
    const idOf = (text: string) => lowerBoundText(values, text);
    const alive = (doc: number) => (live[doc >>> 5]! & (1 << (doc & 31))) !== 0;
    if (this.valueOf) {
      const singles = new Int32Array(size);
      const previous = this.valueOf;
      for (let doc = 0; doc < firstNew; doc++) {
        const value = previous[doc]!;
        singles[doc] = value >= 0 && alive(doc) ? remap[value]! : -1;
      }
      for (let doc = firstNew; doc < size; doc++) {
        const text = facetString(records[doc]![attribute]);
        singles[doc] = text === null ? -1 : idOf(text);
      }
      return new FacetDictionary(this.kind, size, values, singles, null);
    }
    // Lists in CSR form, copied and remapped in typed arrays: no per-document allocation.
    const previousOffsets = this.docOffsets!;
    const previousValues = this.docValues!;
    const addedLists: number[][] = [];
    for (let doc = firstNew; doc < size; doc++) addedLists.push(docValueIds(records[doc]![attribute], idOf));
    const offsets = new Uint32Array(size + 1);
    for (let doc = 0; doc < firstNew; doc++) offsets[doc + 1] = offsets[doc]! + (alive(doc) ? previousOffsets[doc + 1]! - previousOffsets[doc]! : 0);
    for (let doc = firstNew; doc < size; doc++) offsets[doc + 1] = offsets[doc]! + addedLists[doc - firstNew]!.length;
    const docValues = new Uint32Array(offsets[size]!);
    for (let doc = 0; doc < firstNew; doc++) {
      let at = offsets[doc]!;
      if (at === offsets[doc + 1]) continue;
      for (let from = previousOffsets[doc]!; from < previousOffsets[doc + 1]!; from++) docValues[at++] = remap[previousValues[from]!]!;
    }
    for (let doc = firstNew; doc < size; doc++) docValues.set(addedLists[doc - firstNew]!, offsets[doc]!);
    return new FacetDictionary(this.kind, size, values, null, { offsets, values: docValues });
  }

  private constructor(
    private readonly kind: AttributeKind,
    private readonly size: number,
    allValues: string[],
    singles: Int32Array | null,
    csr: { offsets: Uint32Array; values: Uint32Array } | null,
  ) {
    // Values no document holds (possible after an update) are dropped, renumbering the rest.
    const used = new Uint8Array(allValues.length);
    if (singles) {
      for (let doc = 0; doc < size; doc++) if (singles[doc]! >= 0) used[singles[doc]!] = 1;
    }
    else for (let at = 0; at < csr!.values.length; at++) used[csr!.values[at]!] = 1;
    let kept = 0;
    for (let v = 0; v < used.length; v++) if (used[v]) kept++;
    if (kept < allValues.length) {
      const renumber = new Int32Array(allValues.length);
      const values: string[] = [];
      for (let v = 0; v < allValues.length; v++) {
        renumber[v] = values.length;
        if (used[v]) values.push(allValues[v]!);
      }
      if (singles) for (let doc = 0; doc < size; doc++) singles[doc] = singles[doc]! >= 0 ? renumber[singles[doc]!]! : -1;
      else for (let at = 0; at < csr!.values.length; at++) csr!.values[at] = renumber[csr!.values[at]!]!;
      allValues = values;
    }
    this.values = allValues;
    const valueCount = this.values.length;
    const perValue = new Uint32Array(valueCount + 1);

    if (singles) {
      for (let doc = 0; doc < size; doc++) {
        const value = singles[doc]!;
        if (value >= 0) perValue[value + 1]!++;
      }
      this.valueOf = singles;
      this.docOffsets = null;
      this.docValues = null;
    } else {
      for (let at = 0; at < csr!.values.length; at++) perValue[csr!.values[at]! + 1]!++;
      this.valueOf = null;
      this.docOffsets = csr!.offsets;
      this.docValues = csr!.values;
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
    this.numericKeys = kind === 'number' ? Float64Array.from(this.values, Number) : null;
    this.denseBits = new Array(valueCount);
    this.counts = new Int32Array(valueCount);
    this.touched = new Uint32Array(valueCount);
  }

  /** Lower-cased value to value numbers (filters match facet values case-insensitively); built on first use. */
  get byLowercase(): Map<string, number[]> {
    if (this.lowercase) return this.lowercase;
    const map = new Map<string, number[]>();
    this.values.forEach((value, id) => {
      const key = value.toLowerCase();
      const ids = map.get(key);
      if (ids) ids.push(id);
      else map.set(key, [id]);
    });
    this.lowercase = map;
    return map;
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
    /** An incremental update's numbers (see withChanges); by default read from the records. */
    numbers?: Float64Array | null,
  ) {
    this.size = records.length;
    if (numbers !== undefined) {
      this.numbers = numbers;
    } else if (kind === 'number' || kind === 'boolean') {
      const values = new Float64Array(this.size);
      for (let doc = 0; doc < this.size; doc++) values[doc] = numericValue(records[doc]![attribute]);
      this.numbers = values;
    } else {
      this.numbers = null;
    }
  }

  /**
   * This column after an incremental update (see Snapshot.withChanges): documents outside `live`
   * have no value, documents from `firstNew` on are read from `records`. What was built (numbers,
   * dictionary, sorted index) is carried over by merging the changed documents in; what was not
   * stays lazy.
   */
  withChanges(records: readonly RecordLike[], live: Bitset, firstNew: number): Column {
    const size = records.length;
    let numbers: Float64Array | null = null;
    if (this.numbers) {
      numbers = new Float64Array(size);
      numbers.set(this.numbers);
      for (let doc = 0; doc < firstNew; doc++) if ((live[doc >>> 5]! & (1 << (doc & 31))) === 0) numbers[doc] = NaN;
      for (let doc = firstNew; doc < size; doc++) numbers[doc] = numericValue(records[doc]![this.attribute]);
    }
    const next = new Column(this.kind, this.attribute, records, numbers);
    if (this.dictionary) next.dictionary = this.dictionary.withChanges(this.attribute, records, live, firstNew);
    if (this.sortedIndex && numbers) next.sortedIndex = mergeSorted(this.sortedIndex, numbers, live, firstNew);
    return next;
  }

  /** The facet dictionary (built on first use for numbers). */
  facets(): FacetDictionary {
    this.dictionary ??= FacetDictionary.build(this.kind, this.attribute, this.records, this.size);
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

/**
 * A sorted index (documents by value, ties by document number) after an update: its documents
 * still live, merged with the new documents from `firstNew` on that have a value. New documents
 * number above every old one, so on equal values they follow, as a full sort would place them.
 */
function mergeSorted(previous: { docs: Uint32Array; values: Float64Array }, numbers: Float64Array, live: Bitset, firstNew: number): { docs: Uint32Array; values: Float64Array } {
  const added: number[] = [];
  for (let doc = firstNew; doc < numbers.length; doc++) if (!Number.isNaN(numbers[doc]!)) added.push(doc);
  added.sort((a, b) => numbers[a]! - numbers[b]! || a - b);
  const docs = new Uint32Array(previous.docs.length + added.length);
  const values = new Float64Array(docs.length);
  let out = 0;
  let j = 0;
  for (let i = 0; i < previous.docs.length; i++) {
    const doc = previous.docs[i]!;
    if ((live[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
    const value = previous.values[i]!;
    while (j < added.length && numbers[added[j]!]! < value) {
      docs[out] = added[j]!;
      values[out++] = numbers[added[j++]!]!;
    }
    docs[out] = doc;
    values[out++] = value;
  }
  while (j < added.length) {
    docs[out] = added[j]!;
    values[out++] = numbers[added[j++]!]!;
  }
  return { docs: docs.subarray(0, out), values: values.subarray(0, out) };
}
