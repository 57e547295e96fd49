// An approximation of the Content Lake's `text::query()`, which groq-js does not have. The Studio's
// document lists and search send queries like
//   *[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]
//     | score(boost(title match text::query($__query), 10), ...)
// Before parsing, `[@, _id] match text::query($q)` (a whole document's text) becomes
// `_id in $__lakeTextMatches_q`, with the ids computed here by scanning each document's strings,
// and `path match text::query($q)` becomes `path match $q`, which groq-js's `match` handles for
// strings. Terms are ANDed; `word*` is a prefix; `-word` excludes; quotes are ignored.
import type { SanityDocument } from './document';
import type { Params } from './query';

const WHOLE_DOCUMENT = /\[\s*@\s*,\s*_id\s*\]\s+match\s+text::query\(\s*\$(\w+)\s*\)/g;
const ON_PATH = /text::query\(\s*\$(\w+)\s*\)/g;

export function usesTextQuery(query: string): boolean {
  return query.includes('text::query(');
}

/** The query without `text::query`, and the params it then needs. */
export function rewriteTextQuery(query: string, params: Params, documents: SanityDocument[]): { query: string; params: Params } {
  const extra: Params = {};
  const rewritten = query
    .replace(WHOLE_DOCUMENT, (_match, name: string) => {
      const key = `__lakeTextMatches_${name}`;
      if (!(key in extra)) {
        const terms = parseTerms(String(params[name] ?? ''));
        extra[key] = documents.filter((doc) => matchesTerms(wordsOf(doc), terms)).map((doc) => doc._id);
      }
      return `_id in $${key}`;
    })
    .replace(ON_PATH, (_match, name: string) => `$${name}`);
  return { query: rewritten, params: { ...params, ...extra } };
}

interface Term {
  text: string;
  prefix: boolean;
  negated: boolean;
}

export function parseTerms(search: string): Term[] {
  return search
    .replace(/["']/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => {
      const negated = raw.startsWith('-') && raw.length > 1;
      const body = (negated ? raw.slice(1) : raw).toLowerCase();
      const prefix = body.endsWith('*');
      return { text: body.replace(/\*+$/, '').replace(/[^\p{L}\p{N}]+/gu, ''), prefix, negated };
    })
    .filter((term) => term.text !== '' || (term.prefix && !term.negated));
}

/** Every word in every string of a document (keys excluded), lowercased. */
export function wordsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const word of value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) into.add(word);
  } else if (Array.isArray(value)) {
    for (const item of value) wordsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== '_key' && key !== '_rev') wordsOf(item, into);
  }
  return into;
}

export function matchesTerms(words: Set<string>, terms: Term[]): boolean {
  return terms.every((term) => {
    const found = term.text === '' || [...words].some((word) => (term.prefix ? word.startsWith(term.text) : word === term.text));
    return term.negated ? !found : found;
  });
}
