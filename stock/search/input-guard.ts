/**
 * The first look at a search request's raw params, before anything recursive or encoding reads them
 * (README.md "Limits"): JSON can nest arrays thousands deep (JSON.stringify, the result cache's key
 * and the echoed `params` recurse, and overflow the stack), and can carry lone UTF-16 surrogates
 * (`"\ud800"`), which no keyboard or browser form produces, UTF-8 cannot encode and
 * `encodeURIComponent` throws on. Both are refused, naming the param, ignored params included: the
 * HTTP protocol (protocol.ts) reports them as zod issues, the port's validation (params.ts) as
 * SearchInputErrors. The walk itself stops at the depth limit, so it cannot overflow.
 */

/** A surrogate without its partner: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Where the first lone surrogate of `text` is (a UTF-16 index), or -1 when the text is well-formed. */
export function loneSurrogateAt(text: string): number {
  const match = LONE_SURROGATE.exec(text);
  return match ? match.index : -1;
}

/** The text with every lone surrogate replaced by U+FFFD (what TextEncoder would write). */
export function toWellFormed(text: string): string {
  return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, '\uFFFD') : text;
}

export const malformedTextMessage = (at: number) => `must be well-formed Unicode text (a lone surrogate at character ${at})`;

export interface InputLimits {
  /** Containers (arrays, objects) below the root: `facetFilters: [['a']]` is 2 deep. */
  maxDepth: number;
  /** Array items and object entries, at every depth together. */
  maxValues: number;
}

export interface InputProblem {
  /** Below the root; empty for the root itself. */
  path: Array<string | number>;
  message: string;
}

/**
 * The first problem of a JSON value, or null: a container nested deeper than `maxDepth` (reported
 * at the top-level key it hangs from), more than `maxValues` entries in all (reported at the
 * root), or a string or object key with a lone surrogate (reported where it is).
 */
export function inspectInput(root: unknown, limits: InputLimits): InputProblem | null {
  const path: Array<string | number> = [];
  let values = 0;
  const visit = (value: unknown, depth: number): InputProblem | null => {
    if (typeof value === 'string') {
      const at = loneSurrogateAt(value);
      return at < 0 ? null : { path: [...path], message: malformedTextMessage(at) };
    }
    if (typeof value !== 'object' || value === null) return null;
    if (depth > limits.maxDepth) return { path: path.slice(0, 1), message: `nested more than ${limits.maxDepth} levels deep` };
    const entries: Iterable<[string | number, unknown]> = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) {
      if (++values > limits.maxValues) return { path: [], message: `more than ${limits.maxValues} values` };
      path.push(key);
      if (typeof key === 'string') {
        const at = loneSurrogateAt(key);
        if (at >= 0) return { path: [...path], message: `its name ${malformedTextMessage(at)}` };
      }
      const problem = visit(child, depth + 1);
      path.pop();
      if (problem) return problem;
    }
    return null;
  };
  return visit(root, 0);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `requests[0].params` + ['facetFilters', 1, 0] -> `requests[0].params.facetFilters[1][0]`. */
export function formatInputPath(prefix: string, path: ReadonlyArray<string | number>): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (IDENTIFIER.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out;
}
