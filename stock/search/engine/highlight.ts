import type { HighlightResult, HighlightValue } from '../types';
import { normalize, wordTypos } from './text';

/**
 * `_highlightResult` as Algolia builds it: each highlighted attribute's value with the matched
 * words wrapped in the pre/post tags, the query words it matched, and a match level (`full` when
 * every query word matched in this value, `partial` for some, `none`). A prefix match highlights
 * the typed prefix only ('<em>Spor</em>tage'); a typo match, the whole word.
 */

export interface HighlightQuery {
  /** Normalized query words; the last one matches as a prefix. */
  words: string[];
  preTag: string;
  postTag: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

interface Span {
  start: number;
  end: number;
  token: string;
  /** Characters to highlight from `start`, 0 for none. */
  mark: number;
}

function highlightText(text: string, query: HighlightQuery, typosAllowed: boolean): HighlightResult {
  const { words } = query;
  const spans: Span[] = [];
  for (const match of text.matchAll(WORD)) {
    spans.push({ start: match.index, end: match.index + match[0].length, token: normalize(match[0]), mark: 0 });
  }
  const matched = new Set<number>();
  const last = words.length - 1;
  const markWhole = (span: Span) => (span.mark = span.end - span.start);
  const markPrefix = (span: Span, word: string) => {
    // The prefix's length in the original text equals the normalized one for plain words.
    const length = span.token.length === span.end - span.start ? word.length : span.end - span.start;
    span.mark = Math.max(span.mark, Math.min(length, span.end - span.start));
  };
  for (let j = 0; j < spans.length; j++) {
    const span = spans[j]!;
    const next = spans[j + 1];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const prefix = i === last;
      const typos = wordTypos(word, span.token, prefix, typosAllowed);
      if (typos >= 0) {
        matched.add(i);
        if (typos === 0 && prefix && span.token !== word && span.token.startsWith(word)) markPrefix(span, word);
        else markWhole(span);
      }
      // A word reaching into the next record word matches their concatenation ('cx5' on 'CX-5').
      if (next && word.length > span.token.length && wordTypos(word, span.token + next.token, prefix, typosAllowed) >= 0) {
        matched.add(i);
        markWhole(span);
        markWhole(next);
      }
      if (i < last) {
        const joined = word + words[i + 1]!;
        if (wordTypos(joined, span.token, i + 1 === last, typosAllowed) >= 0) {
          matched.add(i);
          matched.add(i + 1);
          markWhole(span);
        }
      }
    }
  }
  let value = '';
  let at = 0;
  let fully = spans.length > 0;
  for (const span of spans) {
    if (span.mark === 0) {
      fully = false;
      continue;
    }
    if (span.mark < span.end - span.start) fully = false;
    value += text.slice(at, span.start) + query.preTag + text.slice(span.start, span.start + span.mark) + query.postTag;
    at = span.start + span.mark;
  }
  value += text.slice(at);
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => words[i]!);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return matchLevel === 'none' ? { value, matchLevel, matchedWords } : { value, matchLevel, matchedWords, fullyHighlighted: fully };
}

/** The highlight of one attribute value (a string, a number, or a list of them), or undefined. */
export function highlightValue(raw: unknown, query: HighlightQuery, typosAllowed: boolean): HighlightValue | undefined {
  const one = (item: unknown): HighlightResult | undefined => {
    if (typeof item !== 'string' && typeof item !== 'number') return undefined;
    const text = String(item);
    if (query.words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
    return highlightText(text, query, typosAllowed);
  };
  if (Array.isArray(raw)) {
    const results = raw.map(one).filter((result): result is HighlightResult => result !== undefined);
    return results;
  }
  return one(raw);
}
