// GROQ on groq-js, with the Content Lake's error semantics: syntax errors become `queryParseError`
// (with a position the client turns into a code frame), and a `$param` the query uses but the
// request does not provide is an error, not a silent null as in groq-js. Query depth and
// evaluation work are bounded by the caller's limits (./limits, ./query-budget).
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import type { SanityDocument } from './document';
import { LakeError, queryParseError } from './errors';
import { checkTreeDepth, TOKEN_LIMITS, type Limits } from './limits';
import { withBudget, type Budget } from './query-budget';

export type GroqTree = ReturnType<typeof parse>;
export type Params = Record<string, unknown>;

export interface QueryContext {
  projectId: string;
  dataset: string;
}

/** Parses a GROQ query, throwing a 400 LakeError shaped the way the API reports parse errors. */
export function parseQuery(query: string, params: Params, limits: Limits = TOKEN_LIMITS): GroqTree {
  let tree: GroqTree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const start = Math.min(error.position, query.length);
      throw queryParseError(query, error.message, start, Math.min(start + 1, query.length));
    }
    // groq-js reports unknown functions and the like as GroqQueryError, without a position.
    throw queryParseError(query, error instanceof Error ? error.message : String(error), 0, query.length);
  }
  checkTreeDepth(tree, limits); // first: the walks below recurse
  const missing = [...parameterNames(tree)].filter((name) => !(name in params));
  if (missing.length > 0) {
    const list = missing.map((name) => `$${name}`).join(', ');
    throw queryParseError(query, `param ${list} referenced, but not provided`, 0, query.length);
  }
  return tree;
}

function parameterNames(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) parameterNames(item, into);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'Parameter' && typeof record.name === 'string') into.add(record.name);
    for (const value of Object.values(record)) parameterNames(value, into);
  }
  return into;
}

/** Evaluates a parsed query over `documents` within `budget`, returning plain JSON. */
export async function evaluateQuery(
  tree: GroqTree,
  documents: SanityDocument[],
  params: Params,
  context: QueryContext,
  budget: Budget = TOKEN_LIMITS,
): Promise<unknown> {
  const byId = idIndex(documents);
  try {
    return await withBudget(budget, async () => {
      const value = await evaluate(tree, {
        dataset: documents,
        params,
        sanity: { projectId: context.projectId, dataset: context.dataset },
        // groq-js would scan the whole dataset for every `->`.
        dereference: ({ _ref }) => byId.get(_ref),
      });
      return await value.get();
    });
  } catch (error) {
    if (error instanceof LakeError) throw error;
    const description = error instanceof Error ? error.message : String(error);
    throw new LakeError(400, { error: { type: 'queryExecutionError', description } });
  }
}

/** Documents by id, per view (views are cached until the next commit, and so is this). */
const indexes = new WeakMap<SanityDocument[], Map<string, SanityDocument>>();
export function idIndex(documents: SanityDocument[]): Map<string, SanityDocument> {
  let index = indexes.get(documents);
  if (!index) {
    index = new Map(documents.map((doc) => [doc._id, doc]));
    indexes.set(documents, index);
  }
  return index;
}

/** Whether `doc` passes a listener's filter (`*[_type == "page"]` and the like). */
export async function matchesFilter(tree: GroqTree, doc: SanityDocument | null, params: Params): Promise<boolean> {
  if (!doc) return false;
  try {
    const value = await evaluate(tree, { dataset: [doc], params });
    const result = await value.get();
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  } catch {
    return false;
  }
}

/** Parses `$name=<JSON>` query-string parameters, as @sanity/client encodes GET query params. */
export function paramsFromSearch(search: URLSearchParams): Params {
  const params: Params = {};
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new LakeError(400, {
        error: {
          type: 'httpBadRequest',
          description: `Unable to parse value of "${key}=${raw}". Please quote string values.`,
        },
      });
    }
  }
  return params;
}
