import type { SearchSchema, SortRule } from '../schema';
import { fullBitset, type Bitset } from './bitset';
import { Column, numericValue, type RecordLike } from './columns';
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
const LAZY_ATTRIBUTES = new Set(['objectID', 'id', 'slug', 'stocknum', 'vin', 'regplate']);

export class Snapshot {
  readonly size: number;
  readonly records: readonly RecordLike[];
  readonly docOf: Map<string, number>;
  readonly all: Bitset;
  /** Text dictionaries: typo-tolerant attributes, then typo-free identifiers. */
  readonly dictionaries: readonly TokenDictionary[];
  private readonly columns = new Map<string, Column>();
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
      if (LAZY_ATTRIBUTES.has(attribute)) continue;
      const column = this.column(attribute);
      if (schema.facets.includes(attribute)) column.facets();
    }

    const typoFree = new Set(schema.typoFreeAttributes);
    const fuzzy = new TokenDictionaryBuilder(true);
    const exact = new TokenDictionaryBuilder(false);
    const tokenCache = new Map<string, string[]>();
    const tokensOf = (text: string) => {
      let tokens = tokenCache.get(text);
      if (!tokens) {
        tokens = indexTokens(text);
        if (tokenCache.size < 200_000) tokenCache.set(text, tokens);
      }
      return tokens;
    };
    for (let doc = 0; doc < this.size; doc++) {
      const record = records[doc]!;
      for (const attribute of schema.searchableAttributes) {
        const raw = record[attribute];
        if (raw === undefined || raw === null) continue;
        const builder = typoFree.has(attribute) ? exact : fuzzy;
        for (const item of Array.isArray(raw) ? raw : [raw]) {
          if (typeof item !== 'string' && typeof item !== 'number') continue;
          for (const token of tokensOf(String(item))) builder.add(token, doc);
        }
      }
    }
    this.dictionaries = [fuzzy.build(this.size), exact.build(this.size)];
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
    const ranking = new Float64Array(this.size);
    const rankingAttribute = this.schema.customRankingAttribute;
    for (let doc = 0; doc < this.size; doc++) ranking[doc] = numericValue(this.records[doc]![rankingAttribute]);
    const sortValues = rule ? new Float64Array(this.size) : null;
    if (rule && sortValues) for (let doc = 0; doc < this.size; doc++) sortValues[doc] = numericValue(this.records[doc]![rule.attribute]);
    const ids = this.records.map((record) => record.objectID as string);
    // Descending with missing values last: compare negated values, NaN sorting after everything.
    const compareDesc = (a: number, b: number) => (Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : b - a);
    const compareAsc = (a: number, b: number) => (Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : a - b);
    const docs = new Uint32Array(this.size);
    for (let doc = 0; doc < this.size; doc++) docs[doc] = doc;
    docs.sort((a, b) => {
      if (rule && sortValues) {
        const bySort = rule.direction === 'desc' ? compareDesc(sortValues[a]!, sortValues[b]!) : compareAsc(sortValues[a]!, sortValues[b]!);
        if (bySort !== 0) return bySort;
      }
      const byRank = compareDesc(ranking[a]!, ranking[b]!);
      if (byRank !== 0) return byRank;
      const idA = ids[a]!;
      const idB = ids[b]!;
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    });
    const position = new Uint32Array(this.size);
    for (let at = 0; at < this.size; at++) position[docs[at]!] = at;
    order = { docs, position, sortValues };
    this.orders.set(indexName, order);
    return order;
  }
}
