/**
 * The account and watchlist islands' one way to call their endpoints: a same-origin JSON POST (the
 * browser adds the Origin header the endpoints check). The answer's status and body, the body null
 * when it is not a JSON object; a network failure throws.
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

/** A string field of an answer (`message`, `signIn`), or undefined. */
export function answerText(body: Record<string, unknown> | null, key: string): string | undefined {
  const value = body?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The per-field messages of a 400 (`{errors: {email: '...'}}`). */
export function answerErrors(body: Record<string, unknown> | null): Record<string, string> {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A message template's {name} placeholders filled (the server sends templates through the locale layer). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** One call's outcome for an island: the 2xx body, or the message to show (the server's, or `fallback`) and any per-field ones. */
export async function send(path: string, body: unknown, fallback: string): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; message: string; fields: Record<string, string> }> {
  try {
    const answer = await postJson(path, body);
    if (answer.status >= 200 && answer.status < 300) return { ok: true, body: answer.body ?? {} };
    const fields = answerErrors(answer.body);
    return { ok: false, message: fields.form ?? answerText(answer.body, 'message') ?? fallback, fields };
  } catch {
    return { ok: false, message: fallback, fields: {} };
  }
}
