import type { SortRule } from '../indices';
import type { SearchSchema } from '../schema';
import { fullBitset, type Bitset } from './bitset';
import { Column, numericValue, type RecordLike } from './columns';
import { buildFacetGroups, type FacetGroup } from './facet-groups';
import { identity, sortByKey } from './sort';
import { indexTokens, TokenDictionaryBuilder, type TokenDictionary } from './text';

/**
 * Everything the engine derives from one set of records, immutable once built. An update builds
 * a new snapshot and swaps it in, so a search never sees a half-built index and a failed build
 * leaves the old one serving.
 */

export interface Order {
  /** Documents in index order. */
  docs: Uint32Array;
  /** Position of each document in `docs`. */
  position: Uint32Array;
  /** The sort attribute's values (NaN when missing), or null for relevance. */
  sortValues: Float64Array | null;
}

/** Identifiers: their columns are built on first use only (one distinct value per car). */
/**
 * Columns built with the index: the facets, and what the site filters test on every request
 * (§7 sold window and visibility, §9 photos). Every other attribute's column is built the first
 * time a filter names it.
 */
const EAGER_FILTERS = new Set(['sold', 'show_on_dealer_website', 'sold_date_timestamp', 'photos_count']);

export class Snapshot {
  readonly size: number;
  readonly records: readonly RecordLike[];
  readonly docOf: Map<string, number>;
  readonly all: Bitset;
  /** Text dictionaries: typo-tolerant attributes, then typo-free identifiers. */
  readonly dictionaries: readonly TokenDictionary[];
  private readonly columns = new Map<string, Column>();
  /** Small single-valued facets packed for one-pass counting (see facet-groups.ts). */
  readonly facetGroups: FacetGroup[];
  private readonly orders = new Map<string, Order>();

  constructor(
    records: readonly RecordLike[],
    readonly schema: SearchSchema,
  ) {
    this.size = records.length;
    this.records = records;
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
    this.facetGroups = buildFacetGroups(
      schema.facets.map((attribute) => ({ attribute, dictionary: this.column(attribute).facets() })),
      this.size,
    );

    const typoFree = new Set(schema.typoFreeAttributes);
    const fuzzy = new TokenDictionaryBuilder(true);
    const exact = new TokenDictionaryBuilder(false);
    // Values repeat (makes, models, colours): tokenize each distinct one once. Identifiers are
    // unique per car, so they skip the cache.
    const tokenCache = new Map<string, string[]>();
    for (let doc = 0; doc < this.size; doc++) {
      const record = records[doc]!;
      for (const attribute of schema.searchableAttributes) {
        const raw = record[attribute];
        if (raw === undefined || raw === null) continue;
        const identifier = typoFree.has(attribute);
        const builder = identifier ? exact : fuzzy;
        for (const item of Array.isArray(raw) ? raw : [raw]) {
          if (typeof item !== 'string' && typeof item !== 'number') continue;
          const text = String(item);
          let tokens = identifier ? undefined : tokenCache.get(text);
          if (!tokens) {
            tokens = indexTokens(text);
            if (!identifier && tokenCache.size < 100_000) tokenCache.set(text, tokens);
          }
          for (const token of tokens) builder.add(token, doc);
        }
      }
    }
    this.dictionaries = [fuzzy.build(), exact.build()];

    // Built now so the first searches after an update are as fast as the rest: every index's
    // order, and the sorted columns of the numbers shoppers filter on.
    for (const [name, rule] of Object.entries(schema.indices)) this.order(name, rule);
    for (const attribute of Object.keys(schema.attributes)) {
      if (schema.attributes[attribute] === 'number' && (schema.facets.includes(attribute) || EAGER_FILTERS.has(attribute))) this.column(attribute).prepareRanges();
    }
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
