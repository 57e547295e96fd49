import { comparisonHolds, type ComparisonOperator, type FilterNode } from '../filters';
import { validateRequests, type ValidatedRequest } from '../params';
import { carSearchSchema, searchLimits, type SearchSchema } from '../schema';
import type { FacetHit, FacetStats } from '../types';

/**
 * A brute-force reference for the search semantics, written apart from the engine on purpose:
 * plain loops over the records, a textbook edit-distance matrix, a comparator sort. It shares only
 * request validation and the `filters` parser with the engine (both are tested on their own), so
 * the conformance suite compares two independent evaluations of the same rules:
 *
 * - filters: `attr:value` equals a value (or one of a list's values) ignoring case; numbers and
 *   booleans compare as numbers (true = 1); a comparison or range never matches a record without
 *   the attribute; NOT negates; facetFilters lists AND, nested lists OR, `-` negates.
 * - text: every query word matches a word of a searchable attribute (or two adjacent query words
 *   joined match one, or one query word matches two adjacent record words joined), the last query
 *   word also as a prefix; 1 typo from 4 letters, 2 from 8, none for digits-only words, none on
 *   identifier attributes; a transposition is one typo. A record's typos are the least total over
 *   the ways to cover the query.
 * - order: sort attribute (replicas), then typos, then custom_rank descending, then objectID.
 * - facets: counts by count descending then value, cut to maxValuesPerFacet; stats for numbers.
 */

export interface ReferenceHitsResult {
  hits: Array<{ objectID: string }>;
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
}

export interface ReferenceFacetResult {
  facetHits: FacetHit[];
}

type Row = Readonly<Record<string, unknown>>;

// ---- text ---------------------------------------------------------------------------------

function plain(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function splitWords(text: string): string[] {
  return plain(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** Optimal string alignment distance, the whole matrix. With `prefix`, the best over prefixes of `b`. */
export function editDistance(a: string, b: string, prefix: boolean): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = [];
  for (let i = 0; i < rows; i++) {
    d.push(new Array<number>(cols).fill(0));
    d[i]![0] = i;
  }
  for (let j = 0; j < cols; j++) d[0]![j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  if (!prefix) return d[rows - 1]![cols - 1]!;
  return Math.min(...d[rows - 1]!);
}

function typoBudget(word: string): number {
  if (/^[0-9]+$/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

interface RecordText {
  fuzzy: string[];
  exact: string[];
}

// ---- the reference ------------------------------------------------------------------------

export class ReferenceSearch {
  private readonly texts = new Map<number, RecordText>();
  private readonly typoMemo = new Map<string, number>();

  constructor(
    private readonly records: readonly Row[],
    private readonly schema: SearchSchema = carSearchSchema,
  ) {}

  search(requests: unknown): Array<ReferenceHitsResult | ReferenceFacetResult> {
    return validateRequests(requests, this.schema).map((request) => this.one(request));
  }

  private one(request: ValidatedRequest): ReferenceHitsResult | ReferenceFacetResult {
    const words = splitWords(request.query);
    const matches: Array<{ record: Row; typos: number }> = [];
    this.records.forEach((record, index) => {
      if (request.filters && !this.test(request.filters, record)) return;
      if (!this.facetFiltersHold(request.facetFilters, record)) return;
      if (!this.numericFiltersHold(request.numericFilters, record)) return;
      const typos = words.length === 0 ? 0 : this.queryTypos(words, index, record);
      if (typos === null) return;
      matches.push({ record, typos });
    });

    if (request.type === 'facet') return { facetHits: this.facetHits(request, matches.map((match) => match.record)) };

    const sort = request.sort;
    const ranking = this.schema.customRankingAttribute;
    matches.sort((x, y) => {
      if (sort) {
        const bySort = compareNumbers(numberOf(x.record[sort.attribute]), numberOf(y.record[sort.attribute]), sort.direction);
        if (bySort !== 0) return bySort;
      }
      if (x.typos !== y.typos) return x.typos - y.typos;
      const byRank = compareNumbers(numberOf(x.record[ranking]), numberOf(y.record[ranking]), 'desc');
      if (byRank !== 0) return byRank;
      const idX = String(x.record.objectID);
      const idY = String(y.record.objectID);
      return idX < idY ? -1 : idX > idY ? 1 : 0;
    });

    const nbHits = matches.length;
    const reachable = Math.min(nbHits, searchLimits.paginationLimitedTo);
    let start: number;
    let size: number;
    if (request.offset !== undefined) {
      start = request.offset;
      size = request.length ?? request.hitsPerPage;
    } else {
      start = request.page * request.hitsPerPage;
      size = request.hitsPerPage;
    }
    const hits = matches.slice(Math.min(start, reachable), Math.min(start + size, reachable)).map((match) => ({ objectID: String(match.record.objectID) }));
    const result: ReferenceHitsResult = {
      hits,
      nbHits,
      nbPages: request.hitsPerPage === 0 ? 0 : Math.ceil(reachable / request.hitsPerPage),
      page: request.page,
      hitsPerPage: request.hitsPerPage,
    };
    if (request.facets.length > 0) {
      const rows = matches.map((match) => match.record);
      result.facets = {};
      const stats: Record<string, FacetStats> = {};
      for (const facet of request.facets) {
        const counted = this.facetCounts(facet, rows);
        const entries = [...counted.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        const kept = entries.slice(0, request.maxValuesPerFacet);
        if (kept.length > 0) result.facets[facet] = Object.fromEntries(kept);
        if (this.schema.attributes[facet] === 'number') {
          const values = rows.map((row) => numberOf(row[facet])).filter((value) => !Number.isNaN(value));
          if (values.length > 0) {
            let sum = 0;
            for (const value of values) sum += value;
            stats[facet] = { min: Math.min(...values), max: Math.max(...values), avg: sum / values.length, sum };
          }
        }
      }
      if (Object.keys(stats).length > 0) result.facets_stats = stats;
    }
    return result;
  }

  // ---- filters ----

  private test(node: FilterNode, record: Row): boolean {
    switch (node.kind) {
      case 'and':
        return node.children.every((child) => this.test(child, record));
      case 'or':
        return node.children.some((child) => this.test(child, record));
      case 'not':
        return !this.test(node.child, record);
      case 'facet':
        return this.equals(node.attribute, node.value, record);
      case 'range': {
        const value = numberOf(record[node.attribute]);
        return !Number.isNaN(value) && value >= node.min && value <= node.max;
      }
      case 'compare': {
        const value = numberOf(record[node.attribute]);
        return !Number.isNaN(value) && comparisonHolds(value, node.operator, node.value);
      }
    }
  }

  private equals(attribute: string, wanted: string, record: Row): boolean {
    const kind = this.schema.attributes[attribute];
    const raw = record[attribute];
    if (kind === 'boolean') {
      const text = wanted.toLowerCase();
      if (typeof raw !== 'boolean') return false;
      if (text === 'true' || text === '1') return raw;
      if (text === 'false' || text === '0') return !raw;
      return false;
    }
    if (kind === 'number') {
      const trimmed = wanted.trim();
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return false;
      return typeof raw === 'number' && raw === Number(trimmed);
    }
    const lower = wanted.toLowerCase();
    const values = Array.isArray(raw) ? raw : [raw];
    return values.some((value) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && String(value).toLowerCase() === lower);
  }

  private facetFiltersHold(list: ValidatedRequest['facetFilters'], record: Row): boolean {
    if (list === undefined) return true;
    const entries = typeof list === 'string' ? [list] : list;
    const holds = (entry: string) => {
      let text = entry;
      let negate = false;
      if (text.startsWith('-')) {
        negate = true;
        text = text.slice(1);
      } else if (text.startsWith('\\-')) {
        text = text.slice(1);
      }
      const colon = text.indexOf(':');
      const attribute = text.slice(0, colon).trim();
      let value = text.slice(colon + 1);
      if (value.startsWith('\\-')) value = value.slice(1);
      const result = this.equals(attribute, value, record);
      return negate ? !result : result;
    };
    return entries.every((entry) => (typeof entry === 'string' ? holds(entry) : entry.some(holds)));
  }

  private numericFiltersHold(list: ValidatedRequest['numericFilters'], record: Row): boolean {
    if (list === undefined) return true;
    const entries = typeof list === 'string' ? [list] : list;
    const holds = (entry: string) => {
      const range = /^\s*([^\s:<>=!]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/.exec(entry);
      if (range) {
        const value = numberOf(record[range[1]!]);
        return !Number.isNaN(value) && value >= Number(range[2]) && value <= Number(range[3]);
      }
      const comparison = /^\s*([^\s:<>=!]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/.exec(entry)!;
      const value = numberOf(record[comparison[1]!]);
      const bound = Number(comparison[3]);
      return !Number.isNaN(value) && comparisonHolds(value, comparison[2] as ComparisonOperator, bound);
    };
    return entries.every((entry) => (typeof entry === 'string' ? holds(entry) : entry.some(holds)));
  }

  // ---- text ----

  private textOf(index: number, record: Row): RecordText {
    let text = this.texts.get(index);
    if (text) return text;
    text = { fuzzy: [], exact: [] };
    for (const attribute of this.schema.searchableAttributes) {
      const raw = record[attribute];
      const target = this.schema.typoFreeAttributes.includes(attribute) ? text.exact : text.fuzzy;
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const words = splitWords(String(value));
        target.push(...words);
        for (let i = 0; i + 1 < words.length; i++) target.push(words[i]! + words[i + 1]!);
      }
    }
    this.texts.set(index, text);
    return text;
  }

  /** Fewest typos with which `word` matches any of the record's words, or null. */
  private wordTypos(word: string, prefix: boolean, text: RecordText): number | null {
    let best: number | null = null;
    const budget = typoBudget(word);
    for (const token of text.fuzzy) {
      const key = `${prefix ? 'p' : 'w'}|${word}|${token}`;
      let distance = this.typoMemo.get(key);
      if (distance === undefined) {
        distance = editDistance(word, token, prefix);
        this.typoMemo.set(key, distance);
      }
      if (distance <= budget && (best === null || distance < best)) best = distance;
    }
    for (const token of text.exact) {
      if (prefix ? token.startsWith(word) : token === word) best = 0;
    }
    return best;
  }

  private queryTypos(words: string[], index: number, record: Row): number | null {
    const text = this.textOf(index, record);
    const last = words.length - 1;
    // best[i]: fewest typos covering words[0..i), by single words or adjacent pairs joined.
    const best: Array<number | null> = [0];
    for (let i = 1; i <= words.length; i++) {
      let value: number | null = null;
      const single = best[i - 1] === null ? null : this.wordTypos(words[i - 1]!, i - 1 === last, text);
      if (single !== null) value = best[i - 1]! + single;
      if (i >= 2 && best[i - 2] !== null) {
        const pair = this.wordTypos(words[i - 2]! + words[i - 1]!, i - 1 === last, text);
        if (pair !== null && (value === null || best[i - 2]! + pair < value)) value = best[i - 2]! + pair;
      }
      best.push(value);
    }
    return best[words.length] ?? null;
  }

  // ---- facets ----

  private facetCounts(facet: string, rows: readonly Row[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const raw = row[facet];
      const values = new Set<string>();
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (typeof value === 'string') values.add(value);
        else if (typeof value === 'number' && Number.isFinite(value)) values.add(String(value));
        else if (typeof value === 'boolean') values.add(String(value));
      }
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  }

  private facetHits(request: ValidatedRequest, rows: readonly Row[]): FacetHit[] {
    const wanted = splitWords(request.facetQuery);
    const hits: FacetHit[] = [];
    for (const [value, count] of this.facetCounts(request.facet!, rows)) {
      const valueWords = splitWords(value);
      if (!wanted.every((word) => valueWords.some((valueWord) => valueWord.startsWith(word)))) continue;
      hits.push({ value, highlighted: value, count });
    }
    hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return hits.slice(0, request.maxFacetHits);
  }
}

function numberOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

/** Missing values (NaN) go last in both directions. */
function compareNumbers(a: number, b: number, direction: 'asc' | 'desc'): number {
  const missingA = Number.isNaN(a);
  const missingB = Number.isNaN(b);
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  return direction === 'asc' ? a - b : b - a;
}
