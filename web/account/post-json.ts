import { problemFieldErrors, problemMessage } from '@dealer/leads';

/**
 * The account and watchlist islands' one way to call their endpoints: a same-origin JSON POST (the
 * browser adds the Origin header the endpoints check). The answer's status and body, the body null
 * when it is not a JSON object; a network failure throws. A refusal's body is RFC 9457 problem
 * details (README "Routes and errors"), read with @dealer/leads' problemMessage and problemFieldErrors.
 */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export type PostJson = (path: string, body?: unknown) => Promise<JsonAnswer>;

export const postJson: PostJson = async (path, body = {}) => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const parsed: unknown = await response.json().catch(() => null);
  return { status: response.status, body: parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null };
};

/** A string member of an answer (a refusal's `signIn`), or undefined. */
export function answerText(body: Record<string, unknown> | null, key: string): string | undefined {
  const value = body?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** A message template's {name} placeholders filled (the server sends templates through the locale layer). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * One call's outcome for an island: the 2xx body, or the message to show (the problem's `detail`,
 * else its first field message, else `fallback`) and its per-field ones (`errors`).
 */
export async function send(path: string, body: unknown, fallback: string): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; message: string; fields: Record<string, string> }> {
  try {
    const answer = await postJson(path, body);
    if (answer.status >= 200 && answer.status < 300) return { ok: true, body: answer.body ?? {} };
    return { ok: false, message: problemMessage(answer.body, fallback), fields: problemFieldErrors(answer.body) };
  } catch {
    return { ok: false, message: fallback, fields: {} };
  }
}
