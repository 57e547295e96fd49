import type { SortRule } from '../indices';
import type { SearchSchema } from '../schema';
import { emptyBitset, fullBitset, type Bitset } from './bitset';
import { Column, numericValue, type RecordLike } from './columns';
import { buildFacetGroups, type FacetGroup } from './facet-groups';
import { identity, sortByKey } from './sort';
import { indexTokens, TokenDictionaryBuilder, type TokenDictionary } from './text';

/**
 * Everything the engine derives from one set of records, immutable once built. An update builds
 * a new snapshot and swaps it in, so a search never sees a half-built index and a failed build
 * leaves the old one serving.
 *
 * A full build numbers the records 0..n-1. An incremental update (`withChanges`) keeps every
 * document number: a replaced or removed record becomes a tombstone (an empty record outside
 * `all`, with no value in any column, posting or order) and new records are appended, so every
 * structure is carried over by merging the few changed documents in. Answers equal a full build's
 * over the live records; the engine compacts (rebuilds) once tombstones pass a share.
 */

export interface Order {
  /** Documents in index order. */
  docs: Uint32Array;
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

/** The parts of a snapshot an incremental update computes (see `withChanges`). */
interface SnapshotParts {
  docOf: Map<string, number>;
  all: Bitset;
  live: number;
  dictionaries: TokenDictionary[];
  columns: Map<string, Column>;
  orders: Map<string, Order>;
}

export class Snapshot {
  /** Document slots, tombstones included (the length of every per-document array and bitset). */
  readonly size: number;
  /** Live records (tombstones excluded). */
  readonly live: number;
  readonly records: readonly RecordLike[];
  readonly docOf: Map<string, number>;
  readonly all: Bitset;
  /** Text dictionaries: typo-tolerant attributes, then typo-free identifiers. */
  readonly dictionaries: readonly TokenDictionary[];
  private readonly columns: Map<string, Column> = new Map();
  /** Small single-valued facets packed for one-pass counting (see facet-groups.ts). */
  readonly facetGroups: FacetGroup[];
  private readonly orders: Map<string, Order> = new Map();
  private liveRecordList: readonly RecordLike[] | null = null;

  constructor(
    records: readonly RecordLike[],
    readonly schema: SearchSchema,
    parts?: SnapshotParts,
  ) {
    this.size = records.length;
    this.records = records;
    if (parts) {
      this.docOf = parts.docOf;
      this.all = parts.all;
      this.live = parts.live;
      this.dictionaries = parts.dictionaries;
      this.columns = parts.columns;
      this.orders = parts.orders;
      this.facetGroups = this.buildFacetGroups();
      return;
    }
    this.live = records.length;
    this.docOf = new Map();
    records.forEach((record, doc) => {
      const id = record.objectID;
      if (typeof id !== 'string' || id === '') throw new TypeError(`record ${doc} has no objectID`);
      if (this.docOf.has(id)) throw new TypeError(`objectID '${id}' appears twice`);
      this.docOf.set(id, doc);
    });
    this.all = fullBitset(this.size);

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
      this.size,
    );
  }

  /** Tombstoned slots (removed or replaced records awaiting compaction). */
  get tombstones(): number {
    return this.size - this.live;
  }

  /** The live records, in document order. */
  liveRecords(): readonly RecordLike[] {
    if (this.live === this.size) return this.records;
    this.liveRecordList ??= this.records.filter((record) => record !== TOMBSTONE);
    return this.liveRecordList;
  }

  /**
   * A snapshot with `upserts` added (replacing records of the same objectID; the last of a repeated
   * one wins) and `removals` removed (unknown ids ignored; an id also upserted is upserted), built
   * incrementally from this one: O(changed records) in strings and O(documents) in typed-array
   * copies and merges, never a re-tokenization or re-sort of the unchanged records. The docOf map
   * is shared and updated last, after everything that can throw: this snapshot must not be
   * searched once the next one exists (the engine swaps it in at once).
   */
  withChanges(upserts: readonly RecordLike[], removals: readonly string[]): Snapshot {
    const latest = new Map<string, RecordLike>();
    for (const record of upserts) {
      const id = record.objectID;
      if (typeof id !== 'string' || id === '') throw new TypeError('every record needs an objectID');
      latest.set(id, record);
    }
    const goneDocs = new Set<number>();
    for (const id of [...removals, ...latest.keys()]) {
      const doc = this.docOf.get(id);
      if (doc !== undefined) goneDocs.add(doc);
    }
    if (goneDocs.size === 0 && latest.size === 0) return this;

    const firstNew = this.size;
    const records = this.records.slice();
    for (const doc of goneDocs) records[doc] = TOMBSTONE;
    for (const record of latest.values()) records.push(record);
    const size = records.length;
    const all = emptyBitset(size);
    all.set(this.all);
    for (const doc of goneDocs) all[doc >>> 5]! &= ~(1 << (doc & 31));
    for (let doc = firstNew; doc < size; doc++) all[doc >>> 5]! |= 1 << (doc & 31);

    const columns = new Map<string, Column>();
    for (const [attribute, column] of this.columns) columns.set(attribute, column.withChanges(records, all, firstNew));

    // Text: the tokens the gone records held lose them; the new records' tokens gain theirs.
    const typoFree = new Set(this.schema.typoFreeAttributes);
    const touched = [new Set<string>(), new Set<string>()];
    const added = [new Map<string, number[]>(), new Map<string, number[]>()];
    const noCache = new Map<string, string[]>();
    for (const doc of goneDocs) forEachToken(this.records[doc]!, this.schema, typoFree, noCache, (token, identifier) => touched[identifier ? 1 : 0]!.add(token));
    for (let doc = firstNew; doc < size; doc++) {
      forEachToken(records[doc]!, this.schema, typoFree, noCache, (token, identifier) => {
        const map = added[identifier ? 1 : 0]!;
        const docs = map.get(token);
        if (!docs) map.set(token, [doc]);
        else if (docs[docs.length - 1] !== doc) docs.push(doc);
      });
    }
    const dictionaries = this.dictionaries.map((dictionary, at) => dictionary.withChanges(touched[at]!, goneDocs, added[at]!));

    // Orders: old documents compare on their values before this update (the previous order is
    // sorted by those; the gone ones are skipped while merging), new ones on theirs.
    const orders = new Map<string, Order>();
    const relevance = this.orders.get('');
    if (relevance) {
      const rankingAttribute = this.schema.customRankingAttribute;
      const recordOf = (doc: number) => (doc < firstNew ? this.records[doc]! : records[doc]!);
      const compareRelevance = (a: number, b: number) => {
        const recordA = recordOf(a);
        const recordB = recordOf(b);
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
      const nextRelevance = mergeOrder(relevance, size, all, firstNew, null, compareRelevance);
      orders.set('', nextRelevance);
      for (const [name, order] of this.orders) {
        if (name === '') continue;
        const rule = this.schema.indices[name];
        if (!rule) {
          orders.set(name, nextRelevance);
          continue;
        }
        const previousValues = order.sortValues!;
        const sortValues = new Float64Array(size);
        sortValues.set(previousValues);
        for (let doc = firstNew; doc < size; doc++) sortValues[doc] = numericValue(records[doc]![rule.attribute]);
        const valueOf = (doc: number) => (doc < firstNew ? previousValues[doc]! : sortValues[doc]!);
        const sign = rule.direction === 'asc' ? 1 : -1;
        const compare = (a: number, b: number) => {
          const va = valueOf(a);
          const vb = valueOf(b);
          const missingA = Number.isNaN(va);
          const missingB = Number.isNaN(vb);
          if (missingA !== missingB) return missingA ? 1 : -1;
          if (!missingA && va !== vb) return sign * (va - vb);
          return compareRelevance(a, b);
        };
        const merged = mergeOrder(order, size, all, firstNew, sortValues, compare);
        for (const doc of goneDocs) sortValues[doc] = NaN;
        orders.set(name, merged);
      }
    }

    // Everything that can fail is done: update the shared id map and hand over.
    for (const doc of goneDocs) this.docOf.delete(String(this.records[doc]!.objectID));
    for (let doc = firstNew; doc < size; doc++) this.docOf.set(records[doc]!.objectID as string, doc);
    return new Snapshot(records, this.schema, {
      docOf: this.docOf,
      all,
      live: this.live - goneDocs.size + latest.size,
      dictionaries,
      columns,
      orders,
    });
  }

  column(attribute: string): Column {
    let column = this.columns.get(attribute);
    if (!column) {
      const kind = this.schema.attributes[attribute];
      if (!kind) throw new TypeError(`unknown attribute ${attribute}`);
      column = new Column(kind, attribute, this.records);
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
      const sortValues = new Float64Array(this.size);
      for (let doc = 0; doc < this.size; doc++) sortValues[doc] = numericValue(this.records[doc]![rule.attribute]);
      const present: number[] = [];
      const missing: number[] = [];
      for (const doc of relevance.docs) (Number.isNaN(sortValues[doc]!) ? missing : present).push(doc);
      const sorted = sortByKey(Uint32Array.from(present), sortValues, relevance.position, rule.direction);
      const docs = new Uint32Array(this.size);
      docs.set(sorted);
      docs.set(missing, sorted.length);
      order = { docs, position: positions(docs), sortValues };
    }
    this.orders.set(indexName, order);
    return order;
  }

  /** Custom ranking descending (records without it last), then objectID. */
  private relevanceOrder(): Order {
    const cached = this.orders.get('');
    if (cached) return cached;
    const ids = this.records.map((record) => String(record.objectID));
    const byId = identity(this.size).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    const idRank = positions(byId);
    const ranking = new Float64Array(this.size);
    const rankingAttribute = this.schema.customRankingAttribute;
    const present: number[] = [];
    const missing: number[] = [];
    for (let doc = 0; doc < this.size; doc++) {
      ranking[doc] = numericValue(this.records[doc]![rankingAttribute]);
      (Number.isNaN(ranking[doc]!) ? missing : present).push(doc);
    }
    const sorted = sortByKey(Uint32Array.from(present), ranking, idRank, 'desc');
    const missingSorted = sortByKey(Uint32Array.from(missing), new Float64Array(this.size), idRank, 'asc');
    const docs = new Uint32Array(this.size);
    docs.set(sorted);
    docs.set(missingSorted, sorted.length);
    const order: Order = { docs, position: positions(docs), sortValues: null };
    this.orders.set('', order);
    return order;
  }
}

function positions(docs: Uint32Array): Uint32Array {
  const position = new Uint32Array(docs.length);
  for (let at = 0; at < docs.length; at++) position[docs[at]!] = at;
  return position;
}

/**
 * The order after an update: its live documents, with the new ones (from `firstNew`) placed by
 * binary search (`compare` must order old documents as `previous` does), so O(n) copying and
 * O(k log n) comparisons.
 */
function mergeOrder(previous: Order, size: number, all: Bitset, firstNew: number, sortValues: Float64Array | null, compare: (a: number, b: number) => number): Order {
  const added: number[] = [];
  for (let doc = firstNew; doc < size; doc++) added.push(doc);
  added.sort(compare);
  const old = previous.docs;
  const docs = new Uint32Array(old.length + added.length);
  let out = 0;
  let from = 0;
  const copyLive = (to: number) => {
    for (let i = from; i < to; i++) {
      const doc = old[i]!;
      if ((all[doc >>> 5]! & (1 << (doc & 31))) !== 0) docs[out++] = doc;
    }
    from = to;
  };
  for (const doc of added) {
    // First old position that sorts after the new document.
    let low = from;
    let high = old.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(old[mid]!, doc) < 0) low = mid + 1;
      else high = mid;
    }
    copyLive(low);
    docs[out++] = doc;
  }
  copyLive(old.length);
  const ordered = docs.subarray(0, out);
  const position = new Uint32Array(size);
  for (let at = 0; at < out; at++) position[ordered[at]!] = at;
  return { docs: ordered, position, sortValues };
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
