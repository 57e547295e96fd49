/**
 * Talking to the running web app from the import CLI: where it is, the admin secret, and a POST
 * that tells "not running" (connection refused: open the database ourselves) from "running but
 * said no" (report it, touch nothing).
 */

export interface WebTarget {
  url: string;
  secret: string | null;
}

export type WebOutcome =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'not-running'; reason: string }
  | { kind: 'http-error'; status: number; message: string }
  | { kind: 'failed'; message: string };

const NOT_RUNNING = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** `${WEB_URL:-http://127.0.0.1:${PORT:-3000}}` and the secret from STOCK_ADMIN_SECRET or <dataDir>/stock-admin-secret. */
export async function resolveWebTarget(env: Record<string, string | undefined>, dataDir: string): Promise<WebTarget> {
  const url = (env.WEB_URL || `http://127.0.0.1:${env.PORT || '3000'}`).replace(/\/+$/, '');
  let secret = env.STOCK_ADMIN_SECRET?.trim() || null;
  if (!secret) {
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    secret = (await readFile(join(dataDir, 'stock-admin-secret'), 'utf8').catch(() => '')).trim() || null;
  }
  return { url, secret };
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function postToWeb(target: WebTarget, path: string, body: unknown, fetchImpl: typeof fetch = fetch): Promise<WebOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`${target.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(target.secret ? { authorization: `Bearer ${target.secret}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch (error) {
    const code = errorCode(error);
    if (code && NOT_RUNNING.has(code)) return { kind: 'not-running', reason: code };
    return { kind: 'failed', message: `${(error as Error).message}${code ? ` (${code})` : ''}` };
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text for the message
  }
  if (response.ok) return { kind: 'ok', status: response.status, body: parsed };
  // A refusal is problem details; its `detail` is the sentence (README "Routes and errors"; stock may not import leads' reader).
  const message =
    parsed && typeof parsed === 'object' && 'detail' in parsed && typeof (parsed as { detail: unknown }).detail === 'string'
      ? (parsed as { detail: string }).detail
      : typeof parsed === 'string' && parsed
        ? parsed.slice(0, 300)
        : response.statusText;
  return { kind: 'http-error', status: response.status, message };
}
