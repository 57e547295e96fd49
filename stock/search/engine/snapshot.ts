import type { SortRule } from '../indices';
import type { SearchSchema } from '../schema';
import { emptyBitset, fullBitset, type Bitset } from './bitset';
import { grownCapacity, initialCapacity, withRoom } from './capacity';
import { Column, numericValue, type RecordLike } from './columns';
import { buildFacetGroups, packable, type FacetGroup } from './facet-groups';
import { insertAt, removeAt } from './splice';
import { identity, sortByKey } from './sort';
import { indexTokens, TokenDictionaryBuilder, type TokenDictionary } from './text';

/**
 * Everything the engine derives from one set of records. A full build numbers the records
 * 0..n-1 and reserves room for more (capacity.ts); a failed build leaves the old snapshot serving.
 *
 * An incremental update (`applyChanges`) edits this snapshot in place and keeps every document
 * number: a replaced or removed record becomes a tombstone (an empty record outside `all`, with no
 * value in any column, posting or order) and new records are appended into the spare room, so
 * every structure takes the few changed documents with a pass of block moves and nothing large
 * is allocated. Searches are synchronous, so an update that runs to completion between two of
 * them is atomic; everything that can throw is checked before the first write. Answers equal a
 * full build's over the live records; the engine compacts (rebuilds) once tombstones pass a share.
 */

export interface Order {
  /** Documents in index order: docs[0 .. length). */
  docs: Uint32Array;
  length: number;
  /** Position of each document in `docs`. */
  position: Uint32Array;
  /** The sort attribute's values (NaN when missing), or null for relevance. */
  sortValues: Float64Array | null;
}

/**
 * Columns built with the index: the facets, and what the site filters test on every request
 * (§7 sold window and visibility, §9 photos). Every other attribute's column is built the first
 * time a filter names it.
 */
const EAGER_FILTERS = new Set(['sold', 'show_on_dealer_website', 'sold_date_timestamp', 'photos_count']);

/** What a removed or replaced document becomes: no attribute, so no column, posting or order holds it. */
const TOMBSTONE: RecordLike = Object.freeze({});

export class Snapshot {
  /** Document slots, tombstones included. */
  size: number;
  /** Document slots every per-document array and bitset has room for. */
  capacity: number;
  /** Live records (tombstones excluded). */
  live: number;
  private readonly recordSlots: RecordLike[];
  readonly docOf: Map<string, number>;
  all: Bitset;
  /** Text dictionaries: typo-tolerant attributes, then typo-free identifiers. */
  readonly dictionaries: readonly TokenDictionary[];
  private readonly columns: Map<string, Column> = new Map();
  /** Small single-valued facets packed for one-pass counting (see facet-groups.ts). */
  facetGroups: FacetGroup[];
  private readonly orders: Map<string, Order> = new Map();
  private liveRecordList: readonly RecordLike[] | null = null;

  constructor(
    given: readonly RecordLike[],
    readonly schema: SearchSchema,
  ) {
    given.forEach((record, at) => {
      const id = record.objectID;
      if (typeof id !== 'string' || id === '') throw new TypeError(`record ${at} has no objectID`);
    });
    const records = groupedByAttribute(given, schema.groupAttribute);
    this.recordSlots = records;
    this.size = records.length;
    this.capacity = initialCapacity(this.size);
    this.live = records.length;
    this.docOf = new Map();
    records.forEach((record, doc) => {
      const id = record.objectID as string;
      if (this.docOf.has(id)) throw new TypeError(`objectID '${id}' appears twice`);
      this.docOf.set(id, doc);
    });
    this.all = emptyBitset(this.capacity);
    this.all.set(fullBitset(this.size));

    for (const attribute of Object.keys(schema.attributes)) {
      const facet = schema.facets.includes(attribute);
      if (!facet && !EAGER_FILTERS.has(attribute)) continue;
      const column = this.column(attribute);
      if (facet || column.kind !== 'number') column.facets();
    }
    this.facetGroups = this.buildFacetGroups();

    const typoFree = new Set(schema.typoFreeAttributes);
    const fuzzy = new TokenDictionaryBuilder(true);
    const exact = new TokenDictionaryBuilder(false);
    // Values repeat (makes, models, colours): tokenize each distinct one once. Identifiers are
    // unique per car, so they skip the cache.
    const tokenCache = new Map<string, string[]>();
    for (let doc = 0; doc < this.size; doc++) {
      forEachToken(records[doc]!, schema, typoFree, tokenCache, (token, identifier) => (identifier ? exact : fuzzy).add(token, doc));
    }
    this.dictionaries = [fuzzy.build(), exact.build()];

    // Built now so the first searches after an update are as fast as the rest: every index's
    // order, and the sorted columns of the numbers shoppers filter on.
    for (const [name, rule] of Object.entries(schema.indices)) this.order(name, rule);
    for (const attribute of Object.keys(schema.attributes)) {
      if (schema.attributes[attribute] === 'number' && (schema.facets.includes(attribute) || EAGER_FILTERS.has(attribute))) this.column(attribute).prepareRanges();
    }
  }

  private buildFacetGroups(): FacetGroup[] {
    return buildFacetGroups(
      this.schema.facets.map((attribute) => ({ attribute, dictionary: this.column(attribute).facets() })),
      this.capacity,
    );
  }

  /** Every document slot, tombstones included (document d is records[d]). */
  get records(): readonly RecordLike[] {
    return this.recordSlots;
  }

  /** Tombstoned slots (removed or replaced records awaiting compaction). */
  get tombstones(): number {
    return this.size - this.live;
  }

  /** The live records, in document order: a list of its own, which later updates do not change. */
  liveRecords(): readonly RecordLike[] {
    this.liveRecordList ??= this.live === this.size ? this.recordSlots.slice() : this.recordSlots.filter((record) => record !== TOMBSTONE);
    return this.liveRecordList;
  }

  /**
   * Adds `upserts` (replacing records of the same objectID; the last of a repeated one wins) and
   * removes `removals` (unknown ids ignored; an id also upserted is upserted), in place: O(changed
   * records) in strings and a pass of block moves over the typed arrays, never a re-tokenization
   * or re-sort of the unchanged records. Returns false when nothing changed. A record without an
   * objectID throws before anything is written, so the snapshot keeps serving as it was.
   */
  applyChanges(upserts: readonly RecordLike[], removals: readonly string[]): boolean {
    const latest = new Map<string, RecordLike>();
    for (const record of upserts) {
      const id = record.objectID;
      if (typeof id !== 'string' || id === '') throw new TypeError('every record needs an objectID');
      latest.set(id, record);
    }
    const goneSet = new Set<number>();
    for (const id of [...removals, ...latest.keys()]) {
      const doc = this.docOf.get(id);
      if (doc !== undefined) goneSet.add(doc);
    }
    if (goneSet.size === 0 && latest.size === 0) return false;

    // From here on nothing throws: the snapshot is edited in place.
    const gone = [...goneSet].sort((a, b) => a - b);
    const goneRecords = gone.map((doc) => this.recordSlots[doc]!);
    const firstNew = this.size;
    const size = firstNew + latest.size;
    const capacity = size > this.capacity ? grownCapacity(size, this.capacity) : this.capacity;
    const records = this.recordSlots;
    for (const doc of gone) records[doc] = TOMBSTONE;
    for (const record of latest.values()) records.push(record);

    if (capacity !== this.capacity) {
      // Bitsets are exactly as long as the capacity needs: the engine combines them word by word.
      const grown = emptyBitset(capacity);
      grown.set(this.all);
      this.all = grown;
    }
    const all = this.all;
    for (const doc of gone) all[doc >>> 5]! &= ~(1 << (doc & 31));
    for (let doc = firstNew; doc < size; doc++) all[doc >>> 5]! |= 1 << (doc & 31);

    const renumbered = new Set<string>();
    for (const [name, column] of this.columns) if (column.applyChanges(gone, firstNew, capacity)) renumbered.add(name);

    // Text: the tokens the gone records held lose them; the new records' tokens gain theirs.
    const typoFree = new Set(this.schema.typoFreeAttributes);
    const removed = [new Map<string, number[]>(), new Map<string, number[]>()];
    const added = [new Map<string, number[]>(), new Map<string, number[]>()];
    const noCache = new Map<string, string[]>();
    const collect = (maps: Array<Map<string, number[]>>, record: RecordLike, doc: number) =>
      forEachToken(record, this.schema, typoFree, noCache, (token, identifier) => {
        const map = maps[identifier ? 1 : 0]!;
        const docs = map.get(token);
        if (!docs) map.set(token, [doc]);
        else if (docs[docs.length - 1] !== doc) docs.push(doc);
      });
    gone.forEach((doc, at) => collect(removed, goneRecords[at]!, doc));
    for (let doc = firstNew; doc < size; doc++) collect(added, records[doc]!, doc);
    this.dictionaries.forEach((dictionary, at) => dictionary.update(removed[at]!, added[at]!, false));

    // Orders: out go the gone documents, in go the new ones, placed by binary search among the
    // live ones (whose records and sort values this update does not touch).
    const rankingAttribute = this.schema.customRankingAttribute;
    const compareRelevance = (a: number, b: number) => {
      const recordA = records[a]!;
      const recordB = records[b]!;
      const ra = numericValue(recordA[rankingAttribute]);
      const rb = numericValue(recordB[rankingAttribute]);
      const missingA = Number.isNaN(ra);
      const missingB = Number.isNaN(rb);
      if (missingA !== missingB) return missingA ? 1 : -1;
      if (!missingA && ra !== rb) return rb - ra;
      const ia = String(recordA.objectID);
      const ib = String(recordB.objectID);
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    };
    const updated = new Set<Order>();
    for (const [name, order] of this.orders) {
      if (updated.has(order)) continue;
      updated.add(order);
      const rule = name === '' ? null : this.schema.indices[name];
      let compare = compareRelevance;
      if (rule && order.sortValues) {
        const sortValues = (order.sortValues = withRoom(order.sortValues, capacity, firstNew, NaN));
        for (const doc of gone) sortValues[doc] = NaN;
        for (let doc = firstNew; doc < size; doc++) sortValues[doc] = numericValue(records[doc]![rule.attribute]);
        const sign = rule.direction === 'asc' ? 1 : -1;
        compare = (a: number, b: number) => {
          const va = sortValues[a]!;
          const vb = sortValues[b]!;
          const missingA = Number.isNaN(va);
          const missingB = Number.isNaN(vb);
          if (missingA !== missingB) return missingA ? 1 : -1;
          if (!missingA && va !== vb) return sign * (va - vb);
          return compareRelevance(a, b);
        };
      }
      updateOrder(order, gone, firstNew, size, capacity, compare);
    }

    // Facet groups pack the value numbers of small facets: when one of those was renumbered (or
    // might now fit a group), or the room grew, they are packed afresh; otherwise only the
    // changed documents' codes are written.
    const grouped = new Set(this.facetGroups.flatMap((group) => group.members.map((member) => member.attribute)));
    const regroup = [...renumbered].some((attribute) => grouped.has(attribute) || (this.schema.facets.includes(attribute) && packable(this.column(attribute).facets())));
    if (regroup || capacity !== this.capacity) {
      this.capacity = capacity;
      this.facetGroups = this.buildFacetGroups();
    } else {
      for (const group of this.facetGroups) {
        for (const doc of gone) group.codes[doc] = 0;
        for (let doc = firstNew; doc < size; doc++) {
          let code = 0;
          for (const { dictionary, radix } of group.members) code += (dictionary.valueOf![doc]! + 1) * radix;
          group.codes[doc] = code;
        }
      }
    }

    for (const record of goneRecords) this.docOf.delete(String(record.objectID));
    for (let doc = firstNew; doc < size; doc++) this.docOf.set(records[doc]!.objectID as string, doc);
    this.size = size;
    this.capacity = capacity;
    this.live += latest.size - gone.length;
    this.liveRecordList = null;
    return true;
  }

  column(attribute: string): Column {
    let column = this.columns.get(attribute);
    if (!column) {
      const kind = this.schema.attributes[attribute];
      if (!kind) throw new TypeError(`unknown attribute ${attribute}`);
      column = new Column(kind, attribute, this.recordSlots, this.capacity);
      this.columns.set(attribute, column);
    }
    return column;
  }

  /** The order of an index: relevance (custom ranking) or its sort rule, ties by objectID. */
  order(indexName: string, rule: SortRule | null): Order {
    let order = this.orders.get(indexName);
    if (order) return order;
    const relevance = this.relevanceOrder();
    if (!rule) {
      order = relevance;
    } else {
      // Sort attribute first; ties keep the relevance order (custom rank, then objectID).
      const sortValues = new Float64Array(this.capacity).fill(NaN);
      for (let doc = 0; doc < this.size; doc++) sortValues[doc] = numericValue(this.recordSlots[doc]![rule.attribute]);
      const present: number[] = [];
      const missing: number[] = [];
      for (let at = 0; at < relevance.length; at++) {
        const doc = relevance.docs[at]!;
        (Number.isNaN(sortValues[doc]!) ? missing : present).push(doc);
      }
      const sorted = sortByKey(Uint32Array.from(present), sortValues, relevance.position, rule.direction);
      const docs = new Uint32Array(this.capacity);
      docs.set(sorted);
      docs.set(missing, sorted.length);
      const length = sorted.length + missing.length;
      order = { docs, length, position: positions(docs, length, this.capacity), sortValues };
    }
    this.orders.set(indexName, order);
    return order;
  }

  /** Custom ranking descending (records without it last), then objectID. */
  private relevanceOrder(): Order {
    const cached = this.orders.get('');
    if (cached) return cached;
    const records = this.recordSlots;
    const ids = records.map((record) => String(record.objectID));
    const byId = identity(this.size).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    const idRank = positions(byId, this.size, this.size);
    const ranking = new Float64Array(this.size);
    const rankingAttribute = this.schema.customRankingAttribute;
    const present: number[] = [];
    const missing: number[] = [];
    for (let doc = 0; doc < this.size; doc++) {
      ranking[doc] = numericValue(records[doc]![rankingAttribute]);
      (Number.isNaN(ranking[doc]!) ? missing : present).push(doc);
    }
    const sorted = sortByKey(Uint32Array.from(present), ranking, idRank, 'desc');
    const missingSorted = sortByKey(Uint32Array.from(missing), new Float64Array(this.size), idRank, 'asc');
    const docs = new Uint32Array(this.capacity);
    docs.set(sorted);
    docs.set(missingSorted, sorted.length);
    const length = sorted.length + missingSorted.length;
    const order: Order = { docs, length, position: positions(docs, length, this.capacity), sortValues: null };
    this.orders.set('', order);
    return order;
  }
}

function positions(docs: Uint32Array, length: number, capacity: number): Uint32Array {
  const position = new Uint32Array(capacity);
  for (let at = 0; at < length; at++) position[docs[at]!] = at;
  return position;
}

/**
 * An order after an update, in place: the gone documents leave (found by their positions), the
 * new ones (firstNew..size) go in by binary search (`compare` orders the live documents as the
 * order does), each a block move, and positions are renumbered from the first change on.
 */
function updateOrder(order: Order, gone: readonly number[], firstNew: number, size: number, capacity: number, compare: (a: number, b: number) => number): void {
  order.docs = withRoom(order.docs, capacity, order.length);
  order.position = withRoom(order.position, capacity, firstNew);
  const { docs, position } = order;
  const leaving: number[] = [];
  for (const doc of gone) if (position[doc]! < order.length && docs[position[doc]!] === doc) leaving.push(position[doc]!);
  leaving.sort((a, b) => a - b);
  let length = removeAt([docs], order.length, leaving);
  const added: number[] = [];
  for (let doc = firstNew; doc < size; doc++) added.push(doc);
  added.sort(compare);
  const at = added.map((doc) => {
    // First position that sorts after the new document.
    let low = 0;
    let high = length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(docs[mid]!, doc) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  });
  length = insertAt([docs], length, at, [added]);
  order.length = length;
  let from = length;
  if (leaving.length > 0) from = leaving[0]!;
  if (at.length > 0) from = Math.min(from, at[0]!);
  for (let p = from; p < length; p++) position[docs[p]!] = p;
}

/** Each token of a record's searchable attributes, and whether it belongs to a typo-free identifier. */
function forEachToken(record: RecordLike, schema: SearchSchema, typoFree: ReadonlySet<string>, cache: Map<string, string[]>, visit: (token: string, identifier: boolean) => void): void {
  for (const attribute of schema.searchableAttributes) {
    const raw = record[attribute];
    if (raw === undefined || raw === null) continue;
    const identifier = typoFree.has(attribute);
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (typeof item !== 'string' && typeof item !== 'number') continue;
      const text = String(item);
      let tokens = identifier ? undefined : cache.get(text);
      if (!tokens) {
        tokens = indexTokens(text);
        if (!identifier && cache.size < 100_000) cache.set(text, tokens);
      }
      for (const token of tokens) visit(token, identifier);
    }
  }
}

/**
 * The records grouped by `attribute` (stable: the given order within a group; records without
 * the attribute last), in a new list. A site's cars then fill a few runs of bitset words, and a
 * request works over those words only (engine.ts). Nothing in an answer depends on document
 * numbers: every order breaks its ties by objectID and facets by value.
 */
function groupedByAttribute(records: readonly RecordLike[], attribute: string | undefined): RecordLike[] {
  if (!attribute) return records.slice();
  const keys = records.map((record) => {
    const value = record[attribute];
    return typeof value === 'string' ? value : null;
  });
  const docs = identity(records.length).sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    if (ka === kb) return a - b;
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka < kb ? -1 : 1;
  });
  const out = new Array<RecordLike>(records.length);
  for (let at = 0; at < docs.length; at++) out[at] = records[docs[at]!]!;
  return out;
}
