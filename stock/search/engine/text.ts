import { searchLimits } from '../schema';
import { PostingLists } from './posting-lists';

/**
 * Text matching as Algolia does it, on a token dictionary:
 * - words are runs of letters and digits, lower-cased, accents removed ('CX-5' -> cx, 5);
 * - each value also indexes the concatenation of adjacent words ('CX-5' -> cx5, 'RAV 4' -> rav4),
 *   and adjacent query words are also tried joined ('rav 4' -> rav4), so split and joined forms
 *   match both ways;
 * - a query word matches a record word exactly or with typos (optimal string alignment distance,
 *   a transposition is one typo): 1 typo from 4 letters, 2 from 8, none in words of digits only;
 *   the last query word also matches as a prefix (with the same typo allowance);
 * - identifiers (stocknum, rego, VIN) match exactly or by prefix, never with typos.
 */

export function normalize(text: string): string {
  // Fast path for plain ASCII, the common case.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, normalized. */
export function words(text: string): string[] {
  return normalize(text).match(WORD) ?? [];
}

/** The words of a value plus the concatenation of each adjacent pair. */
export function indexTokens(text: string): string[] {
  const found = words(text);
  const tokens = found.slice();
  for (let i = 0; i + 1 < found.length; i++) tokens.push(found[i]! + found[i + 1]!);
  return tokens;
}

const DIGITS = /^\d+$/;

/** How many typos a query word may carry (Algolia minWordSizefor1Typo 4, minWordSizefor2Typos 8). */
export function allowedTypos(word: string): number {
  if (DIGITS.test(word)) return 0;
  if (word.length >= searchLimits.minWordSizeFor2Typos) return 2;
  if (word.length >= searchLimits.minWordSizeFor1Typo) return 1;
  return 0;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Optimal string alignment distance between `query` and `token` (or, with `prefix`, between
 * `query` and the closest prefix of `token`), when it is at most `max`; otherwise `max + 1`.
 * Rows run over the query, so a row whose every cell exceeds `max` ends the computation early.
 */
export function boundedDistance(query: string, token: string, max: number, prefix: boolean): number {
  const m = query.length;
  const n = token.length;
  if (max === 0) {
    if (prefix) return token.startsWith(query) ? 0 : 1;
    return query === token ? 0 : 1;
  }
  if (!prefix && Math.abs(m - n) > max) return max + 1;
  if (prefix && n < m - max) return max + 1;
  if (n + 1 > rowA.length) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
    rowC = new Int32Array(n + 1);
  }
  let previous2 = rowC; // row i-2
  let previous = rowA; // row i-1
  let current = rowB;
  for (let j = 0; j <= n; j++) previous[j] = j;
  const big = max + 1;
  for (let i = 1; i <= m; i++) {
    const qc = query.charCodeAt(i - 1);
    // Only cells within `max` of the diagonal can hold a distance <= max.
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    current[0] = i;
    if (from > 1) current[from - 1] = big;
    let rowMin = i <= max ? i : big;
    for (let j = from; j <= to; j++) {
      const tc = token.charCodeAt(j - 1);
      const cost = qc === tc ? 0 : 1;
      let value = previous[j - 1]! + cost;
      const deletion = (j <= i - 1 + max ? previous[j]! : big) + 1;
      if (deletion < value) value = deletion;
      const insertion = current[j - 1]! + 1;
      if (insertion < value) value = insertion;
      if (i > 1 && j > 1 && qc === token.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tc) {
        const transposition = previous2[j - 2]! + 1;
        if (transposition < value) value = transposition;
      }
      if (value > big) value = big;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to < n) current[to + 1] = big;
    if (rowMin > max) return big;
    const recycled = previous2;
    previous2 = previous;
    previous = current;
    current = recycled;
  }
  // `previous` now holds row m.
  if (!prefix) return Math.min(previous[n]!, big);
  let best = big;
  const from = Math.max(0, m - max);
  const to = Math.min(n, m + max);
  for (let j = from; j <= to; j++) if (previous[j]! < best) best = previous[j]!;
  return best;
}

/** Typos of `query` matched against `token` under the rules above, or -1 when it does not match. */
export function wordTypos(query: string, token: string, prefix: boolean, typosAllowed: boolean): number {
  const max = typosAllowed ? allowedTypos(query) : 0;
  const distance = boundedDistance(query, token, max, prefix);
  return distance <= max ? distance : -1;
}

/**
 * A dictionary of tokens, sorted, each with its documents (CSR: offsets into one postings array).
 * An incremental update (`update`, from PostingLists) removes the gone documents from the tokens
 * they held and appends the new ones, in place.
 */
export class TokenDictionary extends PostingLists {
  constructor(
    tokens: string[],
    offsets: Uint32Array,
    postings: Uint32Array,
    /** Whether tokens may be matched with typos. */
    readonly fuzzy: boolean,
  ) {
    super(tokens, offsets, postings);
  }

  /** The tokens, sorted. */
  get tokens(): string[] {
    return this.keys;
  }

  /** Documents of token t: postings[offsets[t] .. offsets[t+1]), increasing. */
  get postings(): Uint32Array {
    return this.entries;
  }
}

/** Collects (token, document) pairs, documents in increasing order, into a TokenDictionary. */
export class TokenDictionaryBuilder {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private lastDoc: Int32Array = new Int32Array(1024).fill(-1);
  private counts: Uint32Array = new Uint32Array(1024);
  private pairTokens: Uint32Array = new Uint32Array(1 << 16);
  private pairDocs: Uint32Array = new Uint32Array(1 << 16);
  private pairs = 0;

  constructor(private readonly fuzzy: boolean) {}

  add(token: string, doc: number): void {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(token, id);
      this.names.push(token);
      if (id >= this.lastDoc.length) {
        const lastDoc = new Int32Array(this.lastDoc.length * 2).fill(-1);
        lastDoc.set(this.lastDoc);
        this.lastDoc = lastDoc;
        const counts = new Uint32Array(this.counts.length * 2);
        counts.set(this.counts);
        this.counts = counts;
      }
    }
    if (this.lastDoc[id] === doc) return;
    this.lastDoc[id] = doc;
    this.counts[id]!++;
    if (this.pairs === this.pairTokens.length) {
      const tokens = new Uint32Array(this.pairs * 2);
      tokens.set(this.pairTokens);
      this.pairTokens = tokens;
      const docs = new Uint32Array(this.pairs * 2);
      docs.set(this.pairDocs);
      this.pairDocs = docs;
    }
    this.pairTokens[this.pairs] = id;
    this.pairDocs[this.pairs] = doc;
    this.pairs++;
  }

  build(): TokenDictionary {
    const names = this.names;
    const order = names.map((_, id) => id).sort((a, b) => (names[a]! < names[b]! ? -1 : 1));
    const rank = new Uint32Array(order.length);
    for (let position = 0; position < order.length; position++) rank[order[position]!] = position;
    const offsets = new Uint32Array(order.length + 1);
    for (let position = 0; position < order.length; position++) offsets[position + 1] = offsets[position]! + this.counts[order[position]!]!;
    const cursor = offsets.slice(0, order.length);
    const postings = new Uint32Array(this.pairs);
    for (let i = 0; i < this.pairs; i++) postings[cursor[rank[this.pairTokens[i]!]!]!++] = this.pairDocs[i]!;
    return new TokenDictionary(order.map((id) => names[id]!), offsets, postings, this.fuzzy);
  }
}

/** A query word's matches: tokens (by dictionary and position) with the typos each costs. */
export interface TokenMatch {
  dictionary: TokenDictionary;
  token: number;
  typos: number;
}

/** Every token of the dictionaries that `word` matches, with its typos (prefix: last query word). */
export function matchWord(dictionaries: readonly TokenDictionary[], word: string, prefix: boolean): TokenMatch[] {
  const matches: TokenMatch[] = [];
  const max = allowedTypos(word);
  for (const dictionary of dictionaries) {
    const { tokens } = dictionary;
    if (!dictionary.fuzzy || max === 0) {
      // Exact, or every token starting with the word.
      let i = dictionary.lowerBound(word);
      if (prefix) {
        for (; i < tokens.length && tokens[i]!.startsWith(word); i++) matches.push({ dictionary, token: i, typos: 0 });
      } else if (i < tokens.length && tokens[i] === word) {
        matches.push({ dictionary, token: i, typos: 0 });
      }
      continue;
    }
    for (let i = 0; i < tokens.length; i++) {
      const distance = boundedDistance(word, tokens[i]!, max, prefix);
      if (distance <= max) matches.push({ dictionary, token: i, typos: distance });
    }
  }
  return matches;
}
