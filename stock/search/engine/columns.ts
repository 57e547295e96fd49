import type { AttributeKind } from '../schema';
import { emptyBitset, fromDocs, type Bitset } from './bitset';
import { withRoom } from './capacity';
import { PostingLists } from './posting-lists';
import { insertAt, removeAt } from './splice';
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
 *
 * Per-document arrays and bitsets have room for `capacity` documents (see capacity.ts): an
 * incremental update (`applyChanges`) edits everything in place, so the documents it removes or
 * appends cost O(changed documents) plus a few block moves, and nothing large is allocated.
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

export function numericValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

export class FacetDictionary {
  private readonly lists: PostingLists;
  /** Single-valued attributes: value number per document, -1 when missing. */
  valueOf: Int32Array | null;
  /**
   * `strings` attributes: the value numbers of document d are docValues[docStart[d] .. docEnd[d]).
   * A removed document's range is emptied where it lies; appended documents' lists go at the end.
   */
  docStart: Uint32Array | null;
  docEnd: Uint32Array | null;
  docValues: Uint32Array | null;
  private docValuesUsed: number;
  private lowercase: Map<string, number[]> | null = null;
  /**
   * Numbers: each value as a number. Used as the facet key in responses: an object key from a
   * number is the same string as String(number), and V8 stores integer keys much faster.
   */
  numericKeys: Float64Array | null = null;
  /** Scratch space for facet counting, reused by every query (the engine is synchronous). */
  counts: Int32Array = new Int32Array(0);
  touched: Uint32Array = new Uint32Array(0);
  private denseBits: Array<Bitset | undefined> = [];

  /** The dictionary of one attribute over `records` (documents 0..size-1), with room for `capacity` documents. */
  static build(kind: AttributeKind, attribute: string, records: readonly RecordLike[], size: number, capacity: number): FacetDictionary {
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
      singles = new Int32Array(capacity).fill(-1);
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
    const valueCount = values.length;
    const perValue = new Uint32Array(valueCount + 1);
    if (singles) {
      for (let doc = 0; doc < size; doc++) {
        if (singles[doc]! < 0) continue;
        singles[doc] = rank[singles[doc]!]!;
        perValue[singles[doc]! + 1]!++;
      }
    }
    let start: Uint32Array | null = null;
    let end: Uint32Array | null = null;
    let docValues: Uint32Array | null = null;
    let used = 0;
    if (lists) {
      start = new Uint32Array(capacity);
      end = new Uint32Array(capacity);
      for (let doc = 0; doc < size; doc++) used += lists[doc]!.length;
      docValues = new Uint32Array(used + (used >>> 3) + 64);
      let at = 0;
      for (let doc = 0; doc < size; doc++) {
        start[doc] = at;
        for (const id of lists[doc]!) {
          docValues[at++] = rank[id]!;
          perValue[rank[id]! + 1]!++;
        }
        end[doc] = at;
      }
    }
    for (let v = 0; v < valueCount; v++) perValue[v + 1]! += perValue[v]!;
    const cursor = perValue.slice(0, valueCount);
    const valueDocs = new Uint32Array(perValue[valueCount]!);
    for (let doc = 0; doc < size; doc++) {
      if (singles) {
        if (singles[doc]! >= 0) valueDocs[cursor[singles[doc]!]!++] = doc;
      } else {
        for (let at = start![doc]!; at < end![doc]!; at++) valueDocs[cursor[docValues![at]!]!++] = doc;
      }
    }
    return new FacetDictionary(kind, capacity, new PostingLists(values, perValue, valueDocs), singles, start, end, docValues, used);
  }

  private constructor(
    private readonly kind: AttributeKind,
    private capacity: number,
    lists: PostingLists,
    singles: Int32Array | null,
    start: Uint32Array | null,
    end: Uint32Array | null,
    docValues: Uint32Array | null,
    docValuesUsed: number,
  ) {
    this.lists = lists;
    this.valueOf = singles;
    this.docStart = start;
    this.docEnd = end;
    this.docValues = docValues;
    this.docValuesUsed = docValuesUsed;
    this.valuesChanged();
  }

  /** Facet values, sorted by code units. */
  get values(): string[] {
    return this.lists.keys;
  }

  /** Documents of value v: valueDocs[valueOffsets[v] .. valueOffsets[v+1]), increasing. */
  get valueOffsets(): Uint32Array {
    return this.lists.offsets;
  }

  get valueDocs(): Uint32Array {
    return this.lists.entries;
  }

  /** Documents holding a value, counted once per value they hold. */
  get postingCount(): number {
    return this.lists.entryCount;
  }

  /**
   * What depends on the value list: per-value scratch, number keys, the lower-case index. After an
   * update (`remap`: old value number to new, -1 dropped) the number keys are carried over and
   * only new values are parsed: km or price may hold tens of thousands of values.
   */
  private valuesChanged(remap?: Int32Array): void {
    const valueCount = this.values.length;
    if (this.kind === 'number') {
      const previous = this.numericKeys;
      if (remap && previous) {
        const keys = new Float64Array(valueCount);
        const carried = new Uint8Array(valueCount);
        for (let v = 0; v < remap.length; v++) {
          if (remap[v]! < 0) continue;
          keys[remap[v]!] = previous[v]!;
          carried[remap[v]!] = 1;
        }
        for (let v = 0; v < valueCount; v++) if (!carried[v]) keys[v] = Number(this.values[v]);
        this.numericKeys = keys;
      } else {
        this.numericKeys = Float64Array.from(this.values, Number);
      }
    }
    if (this.counts.length !== valueCount) {
      this.counts = new Int32Array(valueCount);
      this.touched = new Uint32Array(valueCount);
    }
    this.lowercase = null;
  }

  /**
   * An incremental update in place (see Snapshot.applyChanges): the documents in `gone`
   * (increasing) lose their values, documents from `firstNew` to records.length get theirs from
   * `records`. Values no document holds any more are dropped and new ones inserted in order, so
   * value numbers order exactly as a full build's would (facet-count ties depend on it); then one
   * pass renumbers the per-document values. Returns whether value numbers changed.
   */
  applyChanges(attribute: string, records: readonly RecordLike[], gone: readonly number[], firstNew: number, capacity: number): boolean {
    const size = records.length;
    const values = this.values;
    const removed = new Map<string, number[]>();
    const take = (map: Map<string, number[]>, text: string, doc: number) => {
      const docs = map.get(text);
      if (docs) docs.push(doc);
      else map.set(text, [doc]);
    };
    for (const doc of gone) {
      if (this.valueOf) {
        if (this.valueOf[doc]! >= 0) take(removed, values[this.valueOf[doc]!]!, doc);
      } else {
        for (let at = this.docStart![doc]!; at < this.docEnd![doc]!; at++) take(removed, values[this.docValues![at]!]!, doc);
      }
    }
    const added = new Map<string, number[]>();
    const addedTexts: string[][] = [];
    for (let doc = firstNew; doc < size; doc++) {
      const raw = records[doc]![attribute];
      const texts: string[] = [];
      for (const item of Array.isArray(raw) && this.kind === 'strings' ? raw : [raw]) {
        const text = facetString(item);
        if (text !== null && !texts.includes(text)) texts.push(text);
      }
      addedTexts.push(texts);
      for (const text of texts) take(added, text, doc);
    }
    const remap = this.lists.update(removed, added, true);
    const idOf = (text: string) => lowerBoundText(this.values, text);

    if (this.valueOf) {
      const valueOf = (this.valueOf = withRoom(this.valueOf, capacity, firstNew, -1));
      for (const doc of gone) valueOf[doc] = -1;
      if (remap) {
        for (let doc = 0; doc < firstNew; doc++) if (valueOf[doc]! >= 0) valueOf[doc] = remap[valueOf[doc]!]!;
      }
      for (let doc = firstNew; doc < size; doc++) {
        const texts = addedTexts[doc - firstNew]!;
        valueOf[doc] = texts.length === 0 ? -1 : idOf(texts[0]!);
      }
    } else {
      const start = (this.docStart = withRoom(this.docStart!, capacity, firstNew));
      const end = (this.docEnd = withRoom(this.docEnd!, capacity, firstNew));
      for (const doc of gone) end[doc] = start[doc]!;
      let extra = 0;
      for (const texts of addedTexts) extra += texts.length;
      const docValues = (this.docValues = withRoom(this.docValues!, this.docValuesUsed + extra, this.docValuesUsed));
      if (remap) {
        for (let doc = 0; doc < firstNew; doc++) for (let at = start[doc]!; at < end[doc]!; at++) docValues[at] = remap[docValues[at]!]!;
      }
      let at = this.docValuesUsed;
      for (let doc = firstNew; doc < size; doc++) {
        start[doc] = at;
        for (const text of addedTexts[doc - firstNew]!) docValues[at++] = idOf(text);
        end[doc] = at;
      }
      this.docValuesUsed = at;
    }
    this.capacity = capacity;
    if (remap) this.valuesChanged(remap);
    // Cached bitsets of values describe the documents before the update.
    this.denseBits = [];
    return remap !== null;
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
    const bits = fromDocs(this.capacity, this.valueDocs, this.valueOffsets[value]!, this.valueOffsets[value + 1]!);
    if (this.valueCount(value) * 32 >= this.capacity) this.denseBits[value] = bits;
    return bits;
  }

  /** Adds the documents whose value equals `text` (ignoring case) to `target`, allocating nothing. */
  orEqualsInto(target: Bitset, text: string): void {
    const ids = this.byLowercase.get(text.toLowerCase());
    if (!ids) return;
    for (const id of ids) {
      const dense = this.denseBits[id] ?? (this.valueCount(id) * 32 >= this.capacity ? this.valueBits(id) : undefined);
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
    if (!ids) return emptyBitset(this.capacity);
    if (ids.length === 1) return this.valueBits(ids[0]!);
    const bits = emptyBitset(this.capacity);
    for (const id of ids) {
      const other = this.valueBits(id);
      for (let i = 0; i < bits.length; i++) bits[i]! |= other[i]!;
    }
    return bits;
  }
}

/** Documents by value (ties by document number) in arrays with room for every document; `length` in use. */
interface SortedIndex {
  docs: Uint32Array;
  values: Float64Array;
  length: number;
}

export class Column {
  size: number;
  capacity: number;
  /** Numbers and booleans (1/0); NaN when missing (and past `size`). */
  numbers: Float64Array | null;
  private dictionary: FacetDictionary | null = null;
  private sortedIndex: SortedIndex | null = null;

  constructor(
    readonly kind: AttributeKind,
    private readonly attribute: string,
    private readonly records: readonly RecordLike[],
    capacity: number,
  ) {
    this.size = records.length;
    this.capacity = capacity;
    if (kind === 'number' || kind === 'boolean') {
      const values = new Float64Array(capacity).fill(NaN);
      for (let doc = 0; doc < this.size; doc++) values[doc] = numericValue(records[doc]![attribute]);
      this.numbers = values;
    } else {
      this.numbers = null;
    }
  }

  /**
   * An incremental update in place (see Snapshot.applyChanges; `records` is the same, grown
   * array): documents in `gone` (increasing) lose their values, documents from `firstNew` on are
   * read from `records`. What was built (numbers, dictionary, sorted index) is edited; what was
   * not stays lazy. Returns whether the dictionary's value numbers changed.
   */
  applyChanges(gone: readonly number[], firstNew: number, capacity: number): boolean {
    const size = this.records.length;
    if (this.numbers) {
      const numbers = (this.numbers = withRoom(this.numbers, capacity, firstNew, NaN));
      const sorted = this.sortedIndex;
      if (sorted) {
        sorted.docs = withRoom(sorted.docs, capacity, sorted.length);
        sorted.values = withRoom(sorted.values, capacity, sorted.length);
        const positions: number[] = [];
        for (const doc of gone) {
          const value = numbers[doc]!;
          if (Number.isNaN(value)) continue;
          const at = Column.pairBound(sorted, value, doc);
          if (at < sorted.length && sorted.docs[at] === doc) positions.push(at);
        }
        positions.sort((a, b) => a - b);
        sorted.length = removeAt([sorted.docs, sorted.values], sorted.length, positions);
      }
      for (const doc of gone) numbers[doc] = NaN;
      for (let doc = firstNew; doc < size; doc++) numbers[doc] = numericValue(this.records[doc]![this.attribute]);
      if (sorted) {
        const added: number[] = [];
        for (let doc = firstNew; doc < size; doc++) if (!Number.isNaN(numbers[doc]!)) added.push(doc);
        // New documents number above every old one: on equal values they go last.
        added.sort((a, b) => numbers[a]! - numbers[b]! || a - b);
        const at = added.map((doc) => Column.bound(sorted.values, numbers[doc]!, true, sorted.length));
        sorted.length = insertAt([sorted.docs, sorted.values], sorted.length, at, [added, added.map((doc) => numbers[doc]!)]);
      }
    }
    this.size = size;
    this.capacity = capacity;
    return this.dictionary ? this.dictionary.applyChanges(this.attribute, this.records, gone, firstNew, capacity) : false;
  }

  /** Whether the facet dictionary is built. */
  get hasFacets(): boolean {
    return this.dictionary !== null;
  }

  /** The facet dictionary (built on first use for numbers). */
  facets(): FacetDictionary {
    this.dictionary ??= FacetDictionary.build(this.kind, this.attribute, this.records, this.size, this.capacity);
    return this.dictionary;
  }

  private sorted(): SortedIndex {
    if (this.sortedIndex) return this.sortedIndex;
    const numbers = this.numbers!;
    let present = 0;
    for (let doc = 0; doc < this.size; doc++) if (!Number.isNaN(numbers[doc]!)) present++;
    const docs = new Uint32Array(present);
    let at = 0;
    for (let doc = 0; doc < this.size; doc++) if (!Number.isNaN(numbers[doc]!)) docs[at++] = doc;
    const sortedDocs = sortByKey(docs, numbers, identity(this.size), 'asc');
    const room = new Uint32Array(this.capacity);
    room.set(sortedDocs);
    const values = new Float64Array(this.capacity);
    for (let i = 0; i < present; i++) values[i] = numbers[room[i]!]!;
    this.sortedIndex = { docs: room, values, length: present };
    return this.sortedIndex;
  }

  /** First position whose value is >= x (or > x when `strict`) among values[0..length). */
  private static bound(values: Float64Array, x: number, strict: boolean, length: number): number {
    let low = 0;
    let high = length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const v = values[mid]!;
      if (v < x || (strict && v === x)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** First position whose (value, document) is >= (x, doc). */
  private static pairBound(sorted: SortedIndex, x: number, doc: number): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const v = sorted.values[mid]!;
      if (v < x || (v === x && sorted.docs[mid]! < doc)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Documents with a value between `min` and `max` (either bound may be open or exclusive);
   * documents without a value never match.
   */
  rangeBits(min: number, minInclusive: boolean, max: number, maxInclusive: boolean): Bitset {
    const { docs, values, length } = this.sorted();
    const from = min === -Infinity ? 0 : Column.bound(values, min, !minInclusive, length);
    const to = max === Infinity ? length : Column.bound(values, max, maxInclusive, length);
    return from < to ? fromDocs(this.capacity, docs, from, to) : emptyBitset(this.capacity);
  }

  /** Builds the sorted index now rather than on the first range filter. */
  prepareRanges(): void {
    this.sorted();
  }

  /** Documents that have a value. */
  presentBits(): Bitset {
    const { docs, length } = this.sorted();
    return fromDocs(this.capacity, docs, 0, length);
  }
}
