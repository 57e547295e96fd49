import type { HighlightResult, HighlightValue } from '../types';
import { normalize, wordTypos } from './text';

/**
 * `_highlightResult` as Algolia builds it: each highlighted attribute's value with the matched
 * words wrapped in the pre/post tags, the query words it matched, and a match level (`full` when
 * every query word matched in this value, `partial` for some, `none`). A prefix match highlights
 * the typed prefix only ('<em>Spor</em>tage'); a typo match, the whole word.
 *
 * Values repeat across hits (makes, bodies, colours), so a Highlighter memoizes per value for the
 * request it serves and hands out copies.
 */

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(code: number, text: string, at: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return WORD_CHAR.test(text[at]!);
}

interface Span {
  start: number;
  end: number;
  token: string;
  /** Characters to highlight from `start`, 0 for none. */
  mark: number;
}

function spansOf(text: string): Span[] {
  const spans: Span[] = [];
  let start = -1;
  for (let at = 0; at <= text.length; at++) {
    const inside = at < text.length && isWordChar(text.charCodeAt(at), text, at);
    if (inside && start < 0) start = at;
    else if (!inside && start >= 0) {
      const raw = text.slice(start, at);
      spans.push({ start, end: at, token: normalize(raw), mark: 0 });
      start = -1;
    }
  }
  return spans;
}

export class Highlighter {
  private readonly memo = new Map<string, HighlightResult>();
  private readonly last: number;

  constructor(
    /** Normalized query words; the last one matches as a prefix. */
    private readonly words: readonly string[],
    private readonly preTag: string,
    private readonly postTag: string,
  ) {
    this.last = words.length - 1;
  }

  /** The highlight of one attribute value (a string, a number, or a list of them), or undefined. */
  value(raw: unknown, typosAllowed: boolean): HighlightValue | undefined {
    if (Array.isArray(raw)) {
      const results: HighlightResult[] = [];
      for (const item of raw) {
        const result = this.one(item, typosAllowed);
        if (result) results.push(result);
      }
      return results;
    }
    return this.one(raw, typosAllowed);
  }

  private one(item: unknown, typosAllowed: boolean): HighlightResult | undefined {
    if (typeof item !== 'string' && typeof item !== 'number') return undefined;
    const text = String(item);
    if (this.words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
    const key = (typosAllowed ? '~' : '=') + text;
    let result = this.memo.get(key);
    if (!result) {
      result = this.compute(text, typosAllowed);
      this.memo.set(key, result);
    }
    return { ...result };
  }

  private compute(text: string, typosAllowed: boolean): HighlightResult {
    const { words, last } = this;
    const spans = spansOf(text);
    const matched = new Array<boolean>(words.length).fill(false);
    for (let j = 0; j < spans.length; j++) {
      const span = spans[j]!;
      const next = spans[j + 1];
      const width = span.end - span.start;
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        const prefix = i === last;
        const typos = wordTypos(word, span.token, prefix, typosAllowed);
        if (typos >= 0) {
          matched[i] = true;
          if (typos === 0 && prefix && span.token !== word && span.token.startsWith(word)) {
            // The prefix's length in the original text equals the normalized one for plain words.
            const length = span.token.length === width ? word.length : width;
            if (length > span.mark) span.mark = Math.min(length, width);
          } else {
            span.mark = width;
          }
        }
        // A word reaching into the next record word matches their concatenation ('cx5' on 'CX-5').
        if (next && word.length > span.token.length && wordTypos(word, span.token + next.token, prefix, typosAllowed) >= 0) {
          matched[i] = true;
          span.mark = width;
          next.mark = next.end - next.start;
        }
        // Two query words joined match one record word ('rav 4' on 'RAV4').
        if (i < last && wordTypos(word + words[i + 1]!, span.token, i + 1 === last, typosAllowed) >= 0) {
          matched[i] = true;
          matched[i + 1] = true;
          span.mark = width;
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
      value += text.slice(at, span.start) + this.preTag + text.slice(span.start, span.start + span.mark) + this.postTag;
      at = span.start + span.mark;
    }
    value += text.slice(at);
    const matchedWords: string[] = [];
    for (let i = 0; i < words.length; i++) if (matched[i]) matchedWords.push(words[i]!);
    if (matchedWords.length === 0) return { value, matchLevel: 'none', matchedWords };
    return { value, matchLevel: matchedWords.length === words.length ? 'full' : 'partial', matchedWords, fullyHighlighted: fully };
  }
}
