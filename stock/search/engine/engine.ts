import { filterKey, parseFilterNumber, type FilterNode } from '../filters';
import { encodeParams, hitsWindow, validateRequests, type ValidatedRequest } from '../params';
import { carSearchSchema, searchLimits, type SearchSchema } from '../schema';
import { SearchInputError, type FacetHit, type FacetSearchResponse, type FacetStats, type HighlightValue, type SearchHit, type SearchResponse, type SearchResult, type SearchResults } from '../types';
import { activeWords, andInPlace, andNot, countIn, emptyBitset, orInPlace, toDocsIn, type Bitset } from './bitset';
import type { FacetDictionary, RecordLike } from './columns';
import { tallyGroup } from './facet-groups';
import { Highlighter } from './highlight';
import { Snapshot, type Order } from './snapshot';
import { matchWord, normalize, words as queryWords, type TokenMatch } from './text';

/**
 * The embedded search engine: in-process, on typed arrays and bitsets (see columns.ts, text.ts).
 * It answers InstantSearch/Algolia multi-queries synchronously; each request is answered on its
 * own, which gives Algolia's disjunctive faceting for free (InstantSearch sends one extra request
 * per refined disjunctive facet, without that facet's refinement).
 *
 * A request runs: filters -> bitset (sub-results cached by their canonical text), text query ->
 * per-document typo counts over the dictionary's matching tokens, facets -> counts over the
 * matching documents (value numbers in Int32Arrays), hits -> top-k by scanning the index's
 * precomputed order (or sorting the few matches), highlight -> the page's hits only.
 *
 * `replaceAll` rebuilds the index from the full record list: O(n), 1.5 to 4 s for 100,000 cars
 * on this 2-core machine, and swaps it in. `upsert`, `remove` and `apply` edit the index in place
 * (tombstones, appended documents and block moves into spare room, see snapshot.ts): tens of ms
 * for 100 cars, run synchronously between two searches, so no search sees a half-done change;
 * once tombstones pass a quarter of the slots a rebuild compacts them, off the update's path.
 */

const FILTER_CACHE_SIZE = 512;
const DEFAULT_COMPACTION_SHARE = 0.25;
/** Scratch bitset slots: the combined filter, then the text matching's. */
const ROOT_SLOT = 0;
const TEXT_SLOTS = 1;
const WORD_CACHE_SIZE = 2_000;
/** Documents of typo-free query words (12.5 KB each at 100k cars). */
const EXACT_UNIT_CACHE_SIZE = 128;

export interface SearchEngineOptions {
  schema?: SearchSchema;
  /** CPU time one multi-query may use, checked between its requests (default `searchLimits.multiQueryTimeBudgetMs`, 500). */
  timeBudgetMs?: number;
  /** Tombstone share past which an incremental update schedules a compacting rebuild (default 0.25). */
  compactionShare?: number;
}

/**
 * Matching documents: a bitset whose documents all lie in the words words[0..n). Documents are
 * numbered grouped by site (Snapshot), so a request's words are one site's few hundred, and every
 * pass below runs over them rather than over all n/32 words of the index.
 */
interface Matches {
  bits: Bitset;
  words: Uint32Array;
  n: number;
}

/** A query unit's matches among the candidates: typos per document (null: none anywhere). */
type Unit = { typos: Uint8Array | null; bits: Bitset; touched: number[] } | null;

const sameValue = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

export class SearchEngine<R extends RecordLike = RecordLike> {
  readonly schema: SearchSchema;
  readonly timeBudgetMs: number;
  private snapshot: Snapshot;
  private filterCache = new Map<string, Bitset>();
  private wordCache = new Map<string, TokenMatch[]>();
  private docsScratch: Uint32Array;
  private typoScratch: Uint8Array;
  private unitScratch: Uint8Array[] = [];
  private pool: Bitset[] = [];
  /** Per scratch slot, the words its last use may have written (cleared before the next use). */
  private dirty: Array<{ words: Uint32Array; n: number }> = [];
  /** Active words of the index's shared bitsets (cached filters, `all`); emptied on every change. */
  private wordLists = new WeakMap<Bitset, Uint32Array>();
  private rootWords = new Uint32Array(0);
  private best = new Float64Array(8);
  private candidateScratch = new Uint32Array(0);
  private exactUnits = new Map<string, Bitset>();
  private readonly typoFree: Set<string>;
  private readonly compactionShare: number;
  private compactionScheduled = false;

  constructor(records: readonly R[], options: SearchEngineOptions = {}) {
    this.schema = options.schema ?? carSearchSchema;
    this.timeBudgetMs = options.timeBudgetMs ?? searchLimits.multiQueryTimeBudgetMs;
    this.typoFree = new Set(this.schema.typoFreeAttributes);
    this.compactionShare = options.compactionShare ?? DEFAULT_COMPACTION_SHARE;
    this.snapshot = new Snapshot(records, this.schema);
    this.docsScratch = new Uint32Array(this.snapshot.capacity);
    this.typoScratch = new Uint8Array(this.snapshot.capacity);
  }

  /** Live records. */
  get size(): number {
    return this.snapshot.live;
  }

  /** Share of document slots that are tombstones of removed or replaced records (compaction drops them). */
  get tombstoneShare(): number {
    return this.snapshot.size === 0 ? 0 : this.snapshot.tombstones / this.snapshot.size;
  }

  /** The stored record with this objectID. */
  get(objectID: string): R | undefined {
    const doc = this.snapshot.docOf.get(objectID);
    return doc === undefined ? undefined : (this.snapshot.records[doc] as R);
  }

  records(): readonly R[] {
    return this.snapshot.liveRecords() as readonly R[];
  }

  /** Replaces every record (duplicated objectIDs or a record without one throw; the old index stays). */
  replaceAll(records: readonly R[]): void {
    this.swap(new Snapshot(records, this.schema));
  }

  /**
   * Adds records, or replaces those whose objectID exists, in place (Snapshot.applyChanges):
   * far cheaper than a rebuild at 100,000 cars (`npm run bench:search` prints both).
   */
  upsert(records: readonly R[]): void {
    this.apply(records, []);
  }

  /** Removes records by objectID (unknown ids are ignored), incrementally. */
  remove(objectIDs: readonly string[]): void {
    this.apply([], objectIDs);
  }

  /** Upserts and removals in one incremental step (an id in both is upserted). */
  apply(upserts: readonly R[], removals: readonly string[]): void {
    const capacity = this.snapshot.capacity;
    if (!this.snapshot.applyChanges(upserts, removals)) return;
    this.changed(capacity !== this.snapshot.capacity);
    if (this.tombstoneShare > this.compactionShare && !this.compactionScheduled) {
      // Off the update's own path: the rebuild is O(n), and a burst of updates needs only one.
      this.compactionScheduled = true;
      setTimeout(() => {
        this.compactionScheduled = false;
        if (this.tombstoneShare > this.compactionShare) this.compact();
      }, 0).unref?.();
    }
  }

  /** Rebuilds the index from the live records, dropping tombstones (answers do not change). */
  compact(): void {
    if (this.snapshot.tombstones > 0) this.swap(new Snapshot(this.snapshot.liveRecords(), this.schema));
  }

  private swap(snapshot: Snapshot): void {
    this.snapshot = snapshot;
    this.changed(true);
  }

  /**
   * After the index changed: cached answers describe the old documents, so they go; scratch
   * buffers are per document slot, so they are replaced only when the capacity changed.
   */
  private changed(resized: boolean): void {
    this.filterCache.clear();
    this.wordCache.clear();
    this.exactUnits.clear();
    this.wordLists = new WeakMap();
    if (!resized) return;
    const { capacity } = this.snapshot;
    this.docsScratch = new Uint32Array(capacity);
    this.typoScratch = new Uint8Array(capacity);
    this.unitScratch = [];
    this.pool = [];
    this.dirty = [];
    this.rootWords = new Uint32Array(0);
    this.candidateScratch = new Uint32Array(0);
  }

  /**
   * Answers InstantSearch/Algolia requests in order; bad input throws SearchInputError. Past the
   * time budget (checked between requests, so a single request always runs) the multi-query is
   * refused with a SearchInputError rather than answered in part (stock/search/README.md "Limits").
   */
  search(requests: unknown): SearchResults {
    const validated = validateRequests(requests, this.schema);
    const started = performance.now();
    const results: SearchResult[] = [];
    for (const request of validated) {
      if (results.length > 0 && performance.now() - started >= this.timeBudgetMs) {
        throw new SearchInputError(
          `requests: over the ${this.timeBudgetMs} ms search time budget after ${results.length} of ${validated.length} requests; send fewer or simpler requests`,
        );
      }
      results.push(this.execute(request));
    }
    return { results };
  }

  /** One validated request (the reference evaluator shares validation, not execution). */
  execute(request: ValidatedRequest): SearchResult {
    const started = performance.now();
    const snapshot = this.snapshot;
    let matches = this.filter(request.filterTree, snapshot);
    const words = queryWords(request.query);
    let typos: Uint8Array | null = null;
    if (words.length > 0) {
      matches = this.matchText(words, matches, snapshot);
      typos = this.typoScratch;
    }
    if (request.type === 'facet') return this.facetSearch(request, matches, snapshot, started);

    const matched = matches.bits;
    const nbHits = countIn(matched, matches.words, matches.n);
    const response: SearchResponse = {
      hits: [],
      nbHits,
      nbPages: 0,
      page: request.page,
      hitsPerPage: request.hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true, typo: true },
      processingTimeMS: 0,
      query: request.query,
      params: encodeParams(request.params),
      index: request.indexName,
    };

    if (request.facets.length > 0) {
      const docs = this.docsScratch;
      const total = nbHits > 0 ? toDocsIn(matched, matches.words, matches.n, docs) : 0;
      const { facets, stats } = this.countFacets(request.facets, matched, docs, total, request.maxValuesPerFacet, snapshot);
      response.facets = facets;
      if (Object.keys(stats).length > 0) response.facets_stats = stats;
    }

    const window = hitsWindow(request, nbHits);
    response.nbPages = window.nbPages;
    if (request.offset !== undefined) {
      response.offset = request.offset;
      response.length = request.length ?? request.hitsPerPage;
    }
    if (window.end > window.start) {
      const order = snapshot.order(request.indexName, request.sort);
      const top = this.select(order, matches, nbHits, typos, window.end);
      const highlighter = new Highlighter(words, request.highlightPreTag, request.highlightPostTag);
      for (let at = window.start; at < top.length; at++) response.hits.push(this.hit(top[at]!, request, highlighter, snapshot));
    }
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }

  // ---- filters ---------------------------------------------------------------------------

  /**
   * The documents a request's filter tree admits. Top-level ANDs (nested ones too: the site's
   * filters, the facet and the numeric filters) are flattened and combined in a scratch bitset
   * (the combination rarely repeats), over the words of the part with the fewest: the site scope,
   * whose cars are numbered together. The parts come from the cache, so the scope and visibility
   * filters every request of a site repeats are computed once.
   */
  private filter(tree: FilterNode | null, snapshot: Snapshot): Matches {
    const parts: Bitset[] = [];
    if (tree) this.collectAnd(tree, snapshot, parts);
    else parts.push(snapshot.all);
    let driver = this.wordsOf(parts[0]!);
    for (let i = 1; i < parts.length; i++) {
      const words = this.wordsOf(parts[i]!);
      if (words.length < driver.length) driver = words;
    }
    if (parts.length === 1) return { bits: parts[0]!, words: driver, n: driver.length };
    const out = this.begin(ROOT_SLOT, snapshot);
    if (this.rootWords.length < driver.length) this.rootWords = new Uint32Array(Math.max(driver.length, this.rootWords.length * 2));
    const words = this.rootWords;
    let n = 0;
    for (let k = 0; k < driver.length; k++) {
      const w = driver[k]!;
      let word = parts[0]![w]!;
      for (let i = 1; i < parts.length && word !== 0; i++) word &= parts[i]![w]!;
      if (word !== 0) {
        out[w] = word;
        words[n++] = w;
      }
    }
    this.end(ROOT_SLOT, words, n);
    return { bits: out, words, n };
  }

  private collectAnd(node: FilterNode, snapshot: Snapshot, parts: Bitset[]): void {
    if (node.kind === 'and') for (const child of node.children) this.collectAnd(child, snapshot, parts);
    else parts.push(this.evaluate(node, snapshot));
  }

  /** The words holding documents of a shared bitset (one pass over it, then cached). */
  private wordsOf(bits: Bitset): Uint32Array {
    let words = this.wordLists.get(bits);
    if (!words) this.wordLists.set(bits, (words = activeWords(bits)));
    return words;
  }

  /**
   * A bitset owned by the engine, empty, valid until the next request reuses the slot. Only the
   * words its last use wrote are cleared; `end` records the words this use writes.
   */
  private begin(slot: number, snapshot: Snapshot): Bitset {
    let bits = this.pool[slot];
    if (!bits) {
      this.pool[slot] = bits = emptyBitset(snapshot.capacity);
      return bits;
    }
    const last = this.dirty[slot];
    if (last) for (let k = 0; k < last.n; k++) bits[last.words[k]!] = 0;
    return bits;
  }

  private end(slot: number, words: Uint32Array, n: number): void {
    let last = this.dirty[slot];
    if (!last || last.words.length < n) this.dirty[slot] = last = { words: new Uint32Array(Math.max(n, 64, (last?.words.length ?? 0) * 2)), n: 0 };
    last.words.set(words.subarray(0, n));
    last.n = n;
  }

  private evaluate(node: FilterNode, snapshot: Snapshot): Bitset {
    const key = filterKey(node);
    const cached = this.filterCache.get(key);
    if (cached) return cached;
    const bits = this.compute(node, snapshot);
    if (this.filterCache.size >= FILTER_CACHE_SIZE) this.filterCache.delete(this.filterCache.keys().next().value!);
    this.filterCache.set(key, bits);
    return bits;
  }

  private compute(node: FilterNode, snapshot: Snapshot): Bitset {
    switch (node.kind) {
      case 'and': {
        const parts = node.children.map((child) => this.evaluate(child, snapshot));
        const out = parts[0]!.slice();
        for (let i = 1; i < parts.length; i++) andInPlace(out, parts[i]!);
        return out;
      }
      case 'or': {
        const out = emptyBitset(snapshot.capacity);
        for (const child of node.children) {
          // `attr:value` on text needs no bitset of its own: its postings go straight in.
          const kind = child.kind === 'facet' ? this.schema.attributes[child.attribute] : undefined;
          if (child.kind === 'facet' && (kind === 'string' || kind === 'strings')) snapshot.column(child.attribute).facets().orEqualsInto(out, child.value);
          else orInPlace(out, this.evaluate(child, snapshot));
        }
        return out;
      }
      case 'not':
        return andNot(snapshot.all, this.evaluate(node.child, snapshot));
      case 'facet': {
        const column = snapshot.column(node.attribute);
        if (column.kind === 'string' || column.kind === 'strings') return column.facets().equalsBits(node.value);
        if (column.kind === 'boolean') {
          const text = node.value.toLowerCase();
          if (text === 'true' || text === '1') return column.facets().equalsBits('true');
          if (text === 'false' || text === '0') return column.facets().equalsBits('false');
          return emptyBitset(snapshot.capacity);
        }
        const number = parseFilterNumber(node.value.trim());
        return number === null ? emptyBitset(snapshot.capacity) : column.rangeBits(number, true, number, true);
      }
      case 'range':
        return snapshot.column(node.attribute).rangeBits(node.min, true, node.max, true);
      case 'compare': {
        const column = snapshot.column(node.attribute);
        const v = node.value;
        switch (node.operator) {
          case '<':
            return column.rangeBits(-Infinity, true, v, false);
          case '<=':
            return column.rangeBits(-Infinity, true, v, true);
          case '>':
            return column.rangeBits(v, false, Infinity, true);
          case '>=':
            return column.rangeBits(v, true, Infinity, true);
          case '=':
            return column.rangeBits(v, true, v, true);
          case '!=': {
            const out = column.presentBits();
            const equal = column.rangeBits(v, true, v, true);
            for (let i = 0; i < out.length; i++) out[i]! &= ~equal[i]!;
            return out;
          }
        }
      }
    }
  }

  // ---- text ------------------------------------------------------------------------------

  private wordMatches(word: string, prefix: boolean, snapshot: Snapshot): TokenMatch[] {
    const key = `${prefix ? '*' : '='}${word}`;
    let matches = this.wordCache.get(key);
    if (!matches) {
      matches = matchWord(snapshot.dictionaries, word, prefix);
      if (this.wordCache.size >= WORD_CACHE_SIZE) this.wordCache.delete(this.wordCache.keys().next().value!);
      this.wordCache.set(key, matches);
    }
    return matches;
  }

  /**
   * Per-document typos of one query unit (a word, or two adjacent words joined), for candidate
   * documents only. The typo array is scratch kept at 255 ("no match") between requests; the
   * documents written are listed in `touched` and reset by `release`.
   *
   * A token's postings are walked with a bit test per document, except when they are much longer
   * than the candidate list (a common word against one site's stock): then each candidate is
   * looked up in the sorted postings by galloping search.
   */
  private unit(slot: number, bitsSlot: number, key: string, matches: TokenMatch[], scope: Matches, candidateDocs: Uint32Array, candidateCount: number, snapshot: Snapshot): Unit {
    const candidates = scope.bits;
    if (matches.length === 0) return null;
    if (matches.every((match) => match.typos === 0)) {
      // No typos anywhere (short words, digits, exact identifiers): the unit is just a set of
      // documents, kept across requests, since the first letters of a search repeat the most.
      let all = this.exactUnits.get(key);
      if (!all) {
        all = emptyBitset(snapshot.capacity);
        for (const { dictionary, token } of matches) {
          const end = dictionary.offsets[token + 1]!;
          for (let at = dictionary.offsets[token]!; at < end; at++) {
            const doc = dictionary.postings[at]!;
            all[doc >>> 5]! |= 1 << (doc & 31);
          }
        }
        if (this.exactUnits.size >= EXACT_UNIT_CACHE_SIZE) this.exactUnits.delete(this.exactUnits.keys().next().value!);
        this.exactUnits.set(key, all);
      }
      const bits = this.begin(bitsSlot, snapshot);
      for (let k = 0; k < scope.n; k++) {
        const w = scope.words[k]!;
        bits[w] = all[w]! & candidates[w]!;
      }
      this.end(bitsSlot, scope.words, scope.n);
      return { typos: null, bits, touched: [] };
    }
    let typos = this.unitScratch[slot];
    if (!typos) {
      typos = this.unitScratch[slot] = new Uint8Array(snapshot.capacity);
      typos.fill(255);
    }
    // Only candidates' bits are set below, all within the scope's words.
    const bits = this.begin(bitsSlot, snapshot);
    this.end(bitsSlot, scope.words, scope.n);
    const touched: number[] = [];
    for (const { dictionary, token, typos: cost } of matches) {
      const { postings } = dictionary;
      if (candidateCount === 0) break;
      // Only postings between the first and the last candidate can match: with a site's cars
      // numbered together (Snapshot), that is the site's stretch of a common word's postings.
      const start = lowerBound(postings, dictionary.offsets[token]!, dictionary.offsets[token + 1]!, candidateDocs[0]!);
      const end = lowerBound(postings, start, dictionary.offsets[token + 1]!, candidateDocs[candidateCount - 1]! + 1);
      if (end - start > candidateCount * 8) {
        let from = start;
        for (let k = 0; k < candidateCount && from < end; k++) {
          const doc = candidateDocs[k]!;
          // Gallop to the first posting >= doc, then binary search the last step.
          let step = 1;
          let high = from;
          while (high < end && postings[high]! < doc) {
            from = high + 1;
            high += step;
            step <<= 1;
          }
          let low = from;
          high = Math.min(high, end);
          while (low < high) {
            const mid = (low + high) >>> 1;
            if (postings[mid]! < doc) low = mid + 1;
            else high = mid;
          }
          from = low;
          if (from < end && postings[from] === doc) {
            if (typos[doc] === 255) touched.push(doc);
            if (typos[doc]! > cost) typos[doc] = cost;
            bits[doc >>> 5]! |= 1 << (doc & 31);
          }
        }
      } else {
        for (let at = start; at < end; at++) {
          const doc = postings[at]!;
          if ((candidates[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
          if (typos[doc] === 255) touched.push(doc);
          if (typos[doc]! > cost) typos[doc] = cost;
          bits[doc >>> 5]! |= 1 << (doc & 31);
        }
      }
    }
    return { typos, bits, touched };
  }

  private release(unit: Unit): void {
    if (!unit?.typos) return;
    for (const doc of unit.touched) unit.typos[doc] = 255;
  }

  /**
   * Documents of `candidates` where every query word matches (alone, or joined with its
   * neighbour); their total typos are left in `typoScratch`.
   */
  private matchText(words: string[], scope: Matches, snapshot: Snapshot): Matches {
    const candidates = scope.bits;
    const { words: active, n: activeCount } = scope;
    const m = words.length;
    const last = m - 1;
    const unitMatches: TokenMatch[][] = [];
    const unitKeys: string[] = [];
    for (let i = 0; i < m; i++) {
      unitMatches.push(this.wordMatches(words[i]!, i === last, snapshot));
      unitKeys.push(`${i === last ? '*' : '='}${words[i]!}`);
    }
    for (let i = 0; i + 1 < m; i++) {
      unitMatches.push(this.wordMatches(words[i]! + words[i + 1]!, i + 1 === last, snapshot));
      unitKeys.push(`${i + 1 === last ? '*' : '='}${words[i]!}${words[i + 1]!}`);
    }

    const candidateDocs = this.candidateScratch.length === snapshot.capacity ? this.candidateScratch : (this.candidateScratch = new Uint32Array(snapshot.capacity));
    const candidateCount = toDocsIn(candidates, active, activeCount, candidateDocs);
    // Slots: reach[1..m] at TEXT_SLOTS.., unit bits after them.
    const unitBase = TEXT_SLOTS + m;
    const units: Unit[] = unitMatches.map((matches, u) => this.unit(u, unitBase + u, unitKeys[u]!, matches, scope, candidateDocs, candidateCount, snapshot));
    // reach[i]: candidates whose first i words are covered.
    const reach: Bitset[] = [candidates];
    for (let i = 0; i < m; i++) {
      const out = this.begin(TEXT_SLOTS + i, snapshot);
      this.end(TEXT_SLOTS + i, active, activeCount);
      const single = units[i];
      if (single) {
        const previous = reach[i]!;
        for (let k = 0; k < activeCount; k++) {
          const w = active[k]!;
          out[w] = previous[w]! & single.bits[w]!;
        }
      }
      const pair = i >= 1 ? units[m + i - 1] : null;
      if (pair) {
        const before = reach[i - 1]!;
        for (let k = 0; k < activeCount; k++) {
          const w = active[k]!;
          out[w]! |= before[w]! & pair.bits[w]!;
        }
      }
      reach.push(out);
    }
    const matched = reach[m]!;

    const docs = this.docsScratch;
    const total = toDocsIn(matched, active, activeCount, docs);
    const totals = this.typoScratch;
    const best = this.best.length > m ? this.best : (this.best = new Float64Array(m + 1));
    const unitTypos = new Uint8Array(units.length);
    for (let k = 0; k < total; k++) {
      const doc = docs[k]!;
      for (let u = 0; u < units.length; u++) {
        const unit = units[u];
        unitTypos[u] = !unit ? 255 : unit.typos ? unit.typos[doc]! : (unit.bits[doc >>> 5]! & (1 << (doc & 31))) !== 0 ? 0 : 255;
      }
      totals[doc] = Math.min(SearchEngine.cover(m, unitTypos, best), 254);
    }
    for (const unit of units) this.release(unit);
    return { bits: matched, words: active, n: activeCount };
  }

  /** Least total typos covering the m query words from per-unit typos (singles 0..m-1, pairs m..2m-2). */
  private static cover(m: number, unitTypos: ArrayLike<number>, best: Float64Array): number {
    best[0] = 0;
    for (let i = 0; i < m; i++) {
      const single = unitTypos[i]!;
      let value = single !== 255 ? best[i]! + single : Infinity;
      if (i >= 1) {
        const pair = unitTypos[m + i - 1]!;
        if (pair !== 255 && best[i - 1]! + pair < value) value = best[i - 1]! + pair;
      }
      best[i + 1] = value;
    }
    return best[m]!;
  }

  // ---- hits ------------------------------------------------------------------------------

  /** The first `need` matching documents in the index's order (typos first when searching text). */
  private select(order: Order, matches: Matches, nbHits: number, typos: Uint8Array | null, need: number): Uint32Array {
    const matched = matches.bits;
    const size = order.length;
    const { position, sortValues } = order;
    const sortCost = nbHits * Math.log2(nbHits + 1) * 8;
    const scanCost = typos && !sortValues ? size : Math.min(size, (need * size) / Math.max(nbHits, 1));
    if (sortCost <= scanCost) {
      const docs = new Uint32Array(nbHits);
      toDocsIn(matched, matches.words, matches.n, docs);
      if (!typos) docs.sort((a, b) => position[a]! - position[b]!);
      else if (!sortValues) docs.sort((a, b) => typos[a]! - typos[b]! || position[a]! - position[b]!);
      else {
        docs.sort((a, b) =>
          sameValue(sortValues[a]!, sortValues[b]!) ? typos[a]! - typos[b]! || position[a]! - position[b]! : position[a]! - position[b]!,
        );
      }
      return docs.subarray(0, need);
    }

    const ordered = order.docs;
    if (!typos) {
      const out = new Uint32Array(need);
      let found = 0;
      for (let at = 0; at < size && found < need; at++) {
        const doc = ordered[at]!;
        if ((matched[doc >>> 5]! & (1 << (doc & 31))) !== 0) out[found++] = doc;
      }
      return out.subarray(0, found);
    }
    if (!sortValues) {
      // Relevance: bucket by typos; the scan may stop once the typo-free bucket is full.
      const buckets: number[][] = [];
      for (let at = 0; at < size; at++) {
        const doc = ordered[at]!;
        if ((matched[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
        const t = typos[doc]!;
        const bucket = (buckets[t] ??= []);
        if (bucket.length < need) bucket.push(doc);
        if (t === 0 && bucket.length >= need) break;
      }
      const out: number[] = [];
      for (const bucket of buckets) {
        if (!bucket) continue;
        for (const doc of bucket) {
          if (out.length >= need) break;
          out.push(doc);
        }
      }
      return Uint32Array.from(out);
    }
    // Sorted replica with text: typos reorder hits only among equal sort values, so collect whole
    // groups of equal values until `need` hits are in, then order each group by typos.
    const collected: number[] = [];
    let lastValue = NaN;
    for (let at = 0; at < size; at++) {
      const doc = ordered[at]!;
      if ((matched[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
      const value = sortValues[doc]!;
      if (collected.length >= need && !sameValue(value, lastValue)) break;
      collected.push(doc);
      lastValue = value;
    }
    collected.sort((a, b) =>
      sameValue(sortValues[a]!, sortValues[b]!) ? typos[a]! - typos[b]! || position[a]! - position[b]! : position[a]! - position[b]!,
    );
    return Uint32Array.from(collected.slice(0, need));
  }

  private hit(doc: number, request: ValidatedRequest, highlighter: Highlighter, snapshot: Snapshot): SearchHit {
    const record = snapshot.records[doc]!;
    let hit: Record<string, unknown>;
    const retrieve = request.attributesToRetrieve;
    if (retrieve.includes('*')) {
      hit = { ...record };
      for (const name of retrieve) if (name.startsWith('-')) delete hit[name.slice(1)];
    } else {
      hit = {};
      for (const key of retrieve) if (Object.hasOwn(record, key)) hit[key] = record[key];
    }
    hit.objectID = record.objectID;

    const requested = request.attributesToHighlight ?? this.schema.searchableAttributes;
    const attributes = requested.includes('*') ? Object.keys(record) : requested;
    const highlights: Record<string, HighlightValue> = {};
    for (const attribute of attributes) {
      if (attribute === 'objectID') continue;
      const value = highlighter.value(record[attribute], !this.typoFree.has(attribute));
      if (value !== undefined) highlights[attribute] = value;
    }
    if (Object.keys(highlights).length > 0) hit._highlightResult = highlights;
    return hit as SearchHit;
  }

  // ---- facets ----------------------------------------------------------------------------

  /** Counts values over docs[0..total); returns how many distinct values were seen. */
  private tally(dictionary: FacetDictionary, docs: Uint32Array, total: number): number {
    const { counts, touched } = dictionary;
    let seen = 0;
    const valueOf = dictionary.valueOf;
    if (valueOf) {
      for (let k = 0; k < total; k++) {
        const value = valueOf[docs[k]!]!;
        if (value >= 0 && counts[value]!++ === 0) touched[seen++] = value;
      }
    } else {
      const starts = dictionary.docStart!;
      const ends = dictionary.docEnd!;
      const values = dictionary.docValues!;
      for (let k = 0; k < total; k++) {
        const doc = docs[k]!;
        for (let at = starts[doc]!; at < ends[doc]!; at++) {
          const value = values[at]!;
          if (counts[value]!++ === 0) touched[seen++] = value;
        }
      }
    }
    return seen;
  }

  /** The `limit` values with the highest counts, ties by value (value numbers follow value order). */
  private topValues(dictionary: FacetDictionary, seen: number, limit: number): Uint32Array {
    const { counts, touched } = dictionary;
    if (seen <= limit) return SearchEngine.sortByCount(touched.slice(0, seen), counts);
    // Find the count threshold T: fewer than `limit` values count more than T.
    let maxCount = 0;
    for (let k = 0; k < seen; k++) if (counts[touched[k]!]! > maxCount) maxCount = counts[touched[k]!]!;
    const histogram = new Uint32Array(maxCount + 1);
    for (let k = 0; k < seen; k++) histogram[counts[touched[k]!]!]!++;
    let above = 0;
    let threshold = maxCount;
    while (threshold > 0 && above + histogram[threshold]! < limit) above += histogram[threshold--]!;
    const out = new Uint32Array(limit);
    let n = 0;
    for (let k = 0; k < seen; k++) if (counts[touched[k]!]! > threshold) out[n++] = touched[k]!;
    SearchEngine.sortByCount(out.subarray(0, n), counts);
    // The rest, at exactly the threshold, in value order: the smallest value numbers among them.
    const atThreshold = histogram[threshold]!;
    const need = limit - n;
    if (need * (counts.length / atThreshold) < atThreshold * 4) {
      // Dense enough: walk the values from the smallest.
      for (let value = 0; n < limit && value < counts.length; value++) if (counts[value] === threshold) out[n++] = value;
    } else {
      const tied = new Uint32Array(atThreshold);
      let t = 0;
      for (let k = 0; k < seen; k++) if (counts[touched[k]!] === threshold) tied[t++] = touched[k]!;
      tied.sort();
      out.set(tied.subarray(0, need), n);
      n += need;
    }
    return out.subarray(0, n);
  }

  /** Sorts value numbers in place by count descending, then value number ascending. */
  private static sortByCount(values: Uint32Array, counts: Int32Array): Uint32Array {
    // Insertion sort: the lists are short (at most maxValuesPerFacet) and often nearly sorted.
    for (let i = 1; i < values.length; i++) {
      const value = values[i]!;
      const c = counts[value]!;
      let j = i - 1;
      while (j >= 0 && (counts[values[j]!]! < c || (counts[values[j]!] === c && values[j]! > value))) {
        values[j + 1] = values[j]!;
        j--;
      }
      values[j + 1] = value;
    }
    return values;
  }

  /**
   * For attributes with many values (km, price) and many matching documents: count each value by
   * walking its postings against the match bitset (sequential reads instead of random increments)
   * and keep the best `limit` in a heap. Values arrive in value order, so a later value with an
   * equal count never displaces an earlier one.
   */
  private topValuesByPostings(dictionary: FacetDictionary, matched: Bitset, limit: number): Array<[value: number, count: number]> {
    const { valueOffsets, valueDocs } = dictionary;
    const heapValues = new Int32Array(limit);
    const heapCounts = new Int32Array(limit);
    let size = 0;
    // Heap order: the worst entry (lowest count, then highest value) at the root.
    const worse = (i: number, j: number) => heapCounts[i]! < heapCounts[j]! || (heapCounts[i] === heapCounts[j] && heapValues[i]! > heapValues[j]!);
    const swap = (i: number, j: number) => {
      const v = heapValues[i]!;
      heapValues[i] = heapValues[j]!;
      heapValues[j] = v;
      const c = heapCounts[i]!;
      heapCounts[i] = heapCounts[j]!;
      heapCounts[j] = c;
    };
    const values = dictionary.values.length;
    for (let value = 0; value < values; value++) {
      let c = 0;
      const end = valueOffsets[value + 1]!;
      for (let at = valueOffsets[value]!; at < end; at++) {
        const doc = valueDocs[at]!;
        if ((matched[doc >>> 5]! & (1 << (doc & 31))) !== 0) c++;
      }
      if (c === 0) continue;
      if (size < limit) {
        heapValues[size] = value;
        heapCounts[size] = c;
        let i = size++;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if (!worse(i, parent)) break;
          swap(i, parent);
          i = parent;
        }
      } else if (c > heapCounts[0]!) {
        heapValues[0] = value;
        heapCounts[0] = c;
        let i = 0;
        for (;;) {
          const left = 2 * i + 1;
          const right = left + 1;
          let worst = i;
          if (left < size && worse(left, worst)) worst = left;
          if (right < size && worse(right, worst)) worst = right;
          if (worst === i) break;
          swap(i, worst);
          i = worst;
        }
      }
    }
    const out: Array<[number, number]> = [];
    for (let i = 0; i < size; i++) out.push([heapValues[i]!, heapCounts[i]!]);
    return out.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  }

  private countFacets(names: string[], matched: Bitset, docs: Uint32Array, total: number, limit: number, snapshot: Snapshot) {
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    // Facets packed in a group are counted together when two or more of them are asked for.
    const grouped = new Map<string, number>();
    if (total > 0 && limit > 0 && names.length > 1) {
      const requested = new Set(names);
      for (const group of snapshot.facetGroups) {
        let asked = 0;
        for (const member of group.members) if (requested.has(member.attribute)) asked++;
        if (asked >= 2) tallyGroup(group, requested, docs, total, grouped);
      }
    }
    for (const name of names) {
      const column = snapshot.column(name);
      const dictionary = column.facets();
      if (total > 0 && limit > 0) {
        const values: Record<string, number> = {};
        const keys: ArrayLike<string | number> = dictionary.numericKeys ?? dictionary.values;
        if (!grouped.has(name) && dictionary.values.length > 4096 && total * 2 > dictionary.postingCount) {
          for (const [value, c] of this.topValuesByPostings(dictionary, matched, limit)) values[keys[value]!] = c;
        } else {
          const seen = grouped.get(name) ?? this.tally(dictionary, docs, total);
          const top = this.topValues(dictionary, seen, limit);
          for (let k = 0; k < top.length; k++) values[keys[top[k]!]!] = dictionary.counts[top[k]!]!;
          for (let k = 0; k < seen; k++) dictionary.counts[dictionary.touched[k]!] = 0;
        }
        for (const _ in values) {
          facets[name] = values;
          break;
        }
      }
      if (column.kind === 'number' && column.numbers) {
        const numbers = column.numbers;
        let min = Infinity;
        let max = -Infinity;
        let sum = 0;
        let n = 0;
        for (let k = 0; k < total; k++) {
          const value = numbers[docs[k]!]!;
          if (value !== value) continue; // NaN: no value
          if (value < min) min = value;
          if (value > max) max = value;
          sum += value;
          n++;
        }
        if (n > 0) stats[name] = { min, max, avg: sum / n, sum };
      }
    }
    return { facets, stats };
  }

  private facetSearch(request: ValidatedRequest, matches: Matches, snapshot: Snapshot, started: number): FacetSearchResponse {
    const column = snapshot.column(request.facet!).facets();
    const docs = this.docsScratch;
    const total = toDocsIn(matches.bits, matches.words, matches.n, docs);
    const seen = this.tally(column, docs, total);
    const wanted = queryWords(request.facetQuery);
    const hits: FacetHit[] = [];
    for (let k = 0; k < seen; k++) {
      const value = column.touched[k]!;
      const text = column.values[value]!;
      const highlighted = highlightFacetValue(text, wanted, request.highlightPreTag, request.highlightPostTag);
      if (highlighted !== null) hits.push({ value: text, highlighted, count: column.counts[value]! });
    }
    for (let k = 0; k < seen; k++) column.counts[column.touched[k]!] = 0;
    hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return {
      facetHits: hits.slice(0, request.maxFacetHits),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }
}

/** First position in list[from..to) (increasing) whose value is >= `value`. */
function lowerBound(list: Uint32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

const FACET_WORD = /[\p{L}\p{N}]+/gu;

/**
 * Facet-value search: every word of the facet query must begin a word of the value (case and
 * accents ignored); the matched beginnings are wrapped in the highlight tags. Null: no match.
 */
export function highlightFacetValue(value: string, wanted: readonly string[], preTag: string, postTag: string): string | null {
  if (wanted.length === 0) return value;
  const spans = [...value.matchAll(FACET_WORD)].map((match) => ({ start: match.index, text: match[0], token: normalize(match[0]), mark: 0 }));
  for (const word of wanted) {
    let found = false;
    for (const span of spans) {
      if (span.token.startsWith(word)) {
        found = true;
        const length = span.token.length === span.text.length ? word.length : span.text.length;
        span.mark = Math.max(span.mark, length);
      }
    }
    if (!found) return null;
  }
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.mark === 0) continue;
    out += value.slice(at, span.start) + preTag + value.slice(span.start, span.start + span.mark) + postTag;
    at = span.start + span.mark;
  }
  return out + value.slice(at);
}
