/**
 * Every refusal of the web API is RFC 9457 problem details (README "Routes and errors"):
 * `Content-Type: application/problem+json` with `type`, `title`, `status` (the HTTP status) and
 * `detail`, the sentence a shopper or editor may read. Field messages travel in `errors`
 * (`{field: message}`, which the forms show beside their fields); anything else a route must add
 * (the watchlist's `success: false` of §7, a `signIn` address) is an extension member.
 *
 * Browser-safe: the forms, the islands and the Studio's tools read answers with these helpers.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
  [extension: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** True for a body with the four members of RFC 9457 that every one of our refusals carries. */
export function isProblemDetails(body: unknown): body is ProblemDetails {
  return isRecord(body) && typeof body.type === 'string' && typeof body.title === 'string' && typeof body.status === 'number' && typeof body.detail === 'string';
}

/** The field messages of a refusal (`errors`), only those that are text; `{}` when there are none. */
export function problemFieldErrors(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(body.errors)) if (text(message)) errors[field] = message as string;
  return errors;
}

/**
 * The sentence to show for a refusal: its `detail`, else its first field message, else `fallback`
 * (a proxy's HTML error page, a dropped connection).
 */
export function problemMessage(body: unknown, fallback: string): string {
  if (isRecord(body) && text(body.detail)) return body.detail as string;
  return Object.values(problemFieldErrors(body))[0] ?? fallback;
}

/** The body of a refused answer, or null when it is not JSON (the reader then falls back). */
export async function readProblem(response: Response): Promise<Record<string, unknown> | null> {
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) ? body : null;
}
