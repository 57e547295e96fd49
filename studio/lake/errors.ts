// Errors in the shapes the real Content Lake answers with, because @sanity/client builds its
// error messages from those shapes (see extractErrorProps in @sanity/client's request module):
//   {error: 'Unauthorized', message, statusCode}       -> "Unauthorized - <message>"
//   {error: {type: 'mutationError', description, items}} -> "<description>:\n- <item description>"
//   {error: {type: 'queryParseError', query, start, end, description}} -> a code frame

export type ErrorBody = Record<string, unknown>;

/** An error that the server turns into a JSON response with this status and body. */
export class LakeError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** Extra response headers (a 405's `allow`). */
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, message?: string, headers: Record<string, string> = {}) {
    super(message ?? describe(body));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

function describe(body: ErrorBody): string {
  const error = body.error;
  if (typeof error === 'string') return typeof body.message === 'string' ? `${error} - ${body.message}` : error;
  if (error && typeof error === 'object' && 'description' in error) return String(error.description);
  return JSON.stringify(body);
}

/** Flat shape used by the API for transport-level errors (auth, routing). */
export function httpError(status: number, error: string, message: string): LakeError {
  return new LakeError(status, { error, message, statusCode: status });
}

export const unauthorized = (message: string): LakeError => httpError(401, 'Unauthorized', message);
export const notFound = (message: string): LakeError => httpError(404, 'Not Found', message);
export const badRequest = (message: string): LakeError => httpError(400, 'Bad Request', message);

/** One failed mutation inside a transaction; `index` is its position in the request. */
export interface MutationErrorItem {
  index: number;
  error: { type: string; description: string; id?: string };
}

/** A transaction rejected as a whole: 400 for bad input, 404 for a missing release, 409 for conflicts. */
export function mutationError(status: 400 | 404 | 409, items: MutationErrorItem[]): LakeError {
  const first = items[0]?.error.description ?? 'Mutation failed';
  return new LakeError(status, {
    error: { type: 'mutationError', description: `The mutation(s) failed: ${first}`, items },
  });
}

/** A single mutation error raised while applying mutation number `index`. */
export class MutationFailure extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly type: string,
    description: string,
    readonly id?: string,
  ) {
    super(description);
  }
}

/** The Actions API's equivalent of mutationError (same shape, its own type). */
export function actionError(status: 400 | 404 | 409, items: MutationErrorItem[]): LakeError {
  const first = items[0]?.error.description ?? 'Action failed';
  return new LakeError(status, { error: { type: 'actionError', description: `The action(s) failed: ${first}`, items } });
}

export function queryParseError(query: string, description: string, start: number, end: number): LakeError {
  return new LakeError(400, { error: { type: 'queryParseError', description, query, start, end } });
}
