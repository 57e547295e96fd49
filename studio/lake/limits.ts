// What one request may ask of the lake (README.md "Who may use it, and how much"). Anonymous
// callers are bounded tightly: they are the web app's published reads, and anything else on this
// machine. The token holder (the Studio, scripts) gets more room, still bounded, so that a mistaken
// query in Vision cannot hang the lake either. Real queries are far below these: the web app's
// largest page query steps through about 4.5 elements per document in the dataset (849 steps over
// the 191 seed documents).
import { LakeError } from './errors';
import type { Budget } from './query-budget';

export interface Limits extends Budget {
  /** Characters of GROQ. */
  queryChars: number;
  /** Bytes of the query's params, as JSON. */
  paramsBytes: number;
  /** Depth of the parsed query (the web app's page query is 18 deep). */
  queryDepth: number;
  /** Estimated bytes of a query result as JSON. */
  resultBytes: number;
  /** Bytes of a request body (image uploads have their own limit, in ./assets). */
  bodyBytes: number;
}

const KiB = 1024;
const MiB = 1024 * KiB;

export const ANONYMOUS_LIMITS: Limits = {
  caller: 'without a token',
  // Above @sanity/client's 11 kB switch from GET to POST, so a long query still works.
  queryChars: 16 * KiB,
  paramsBytes: 16 * KiB,
  queryDepth: 64,
  steps: 250_000, // about half a second of groq-js at its slowest
  evaluationMs: 3_000,
  resultBytes: 10 * MiB,
  // A query, its params and JSON punctuation: the only body an anonymous caller may send.
  bodyBytes: 64 * KiB,
};

export const TOKEN_LIMITS: Limits = {
  caller: 'with the token',
  queryChars: 256 * KiB,
  paramsBytes: 1 * MiB,
  queryDepth: 256,
  steps: 5_000_000,
  evaluationMs: 20_000,
  resultBytes: 100 * MiB,
  bodyBytes: 16 * MiB,
};

export interface LimitsOptions {
  anonymous?: Partial<Limits>;
  token?: Partial<Limits>;
}

export function resolveLimits(options: LimitsOptions = {}): { anonymous: Limits; token: Limits } {
  return { anonymous: { ...ANONYMOUS_LIMITS, ...options.anonymous }, token: { ...TOKEN_LIMITS, ...options.token } };
}

/** The shape the lake answers other bad query input with (see paramsFromSearch). */
const tooLarge = (description: string): LakeError => new LakeError(400, { error: { type: 'httpBadRequest', description } });

/** Refuses a query whose text or params are over the limits, before it is parsed. */
export function checkQueryInput(query: string, params: unknown, limits: Limits): void {
  if (query.length > limits.queryChars) {
    throw tooLarge(`The query is ${query.length} characters long; the limit ${limits.caller} is ${limits.queryChars}`);
  }
  const paramsBytes = Buffer.byteLength(JSON.stringify(params) ?? '');
  if (paramsBytes > limits.paramsBytes) {
    throw tooLarge(`The query params are ${paramsBytes} bytes as JSON; the limit ${limits.caller} is ${limits.paramsBytes}`);
  }
}

/** Depth of a parsed query, counted without recursion (a deep tree must not overflow the stack). */
export function treeDepth(tree: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[tree, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    // Arrays (argument lists, attributes) do not add a level; the nodes in them do.
    for (const child of Object.values(node)) stack.push([child, Array.isArray(node) ? depth : depth + 1]);
  }
  return deepest;
}

export function checkTreeDepth(tree: unknown, limits: Limits): void {
  const depth = treeDepth(tree);
  if (depth > limits.queryDepth) throw tooLarge(`The query is nested ${depth} levels deep; the limit ${limits.caller} is ${limits.queryDepth}`);
}

/**
 * Refuses a result whose JSON would pass `limits.resultBytes`, before it is serialized: a result
 * can hold the same documents many times over (`*{"all": *}`), and JSON.stringify of gigabytes
 * would block the lake or crash it. The walk stops as soon as the estimate passes the limit.
 */
export function checkResultSize(result: unknown, limits: Limits): void {
  let bytes = 0;
  const stack: unknown[] = [result];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') bytes += value.length + 2;
    else if (Array.isArray(value)) {
      bytes += 2 + value.length;
      for (const item of value) stack.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        bytes += key.length + 4;
        stack.push(item);
      }
      bytes += 2;
    } else bytes += 5; // numbers, booleans, null
    if (bytes > limits.resultBytes) {
      throw new LakeError(400, {
        error: {
          type: 'queryExecutionError',
          description: `Query result too large: more than ${limits.resultBytes} bytes of JSON (the limit ${limits.caller}). Project fewer fields or slice the result`,
        },
      });
    }
  }
}
