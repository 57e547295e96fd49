// .mts: the front door (front-door.mts, run by `node serve.mts`) loads it with Node's own TypeScript
// support, as an ES module; proxy.ts imports it too.

/** The methods the platform answers; anything else (TRACE, CONNECT, made-up verbs) is a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Longer addresses are refused: no page of ours needs them, and Next would cache each 404 under its path (ENAMETOOLONG past 255 bytes). */
export const MAX_URL_LENGTH = 2048;
export const MAX_PATH_LENGTH = 512;

export type GuardRefusal = { status: 400 | 405 | 411 | 413 | 414; message: string };

/** The largest body any endpoint takes: a stock feed (admin only); every public endpoint takes far less. */
export const MAX_BODY_BYTES = { default: 1024 * 1024, '/api/stock/import': 64 * 1024 * 1024 } as const;

/**
 * What the front door refuses before a body is read (README "Holding under abuse"): a body over the
 * endpoint's ceiling by its Content-Length, and a body of unknown length (chunked), which no
 * browser form of ours sends. Refused with the connection closed, so the rest is never read: a
 * flood of 50 MB uploads otherwise costs the server reading and discarding every byte.
 */
export function guardBody(method: string, path: string, headers: { 'content-length'?: string; 'transfer-encoding'?: string }): GuardRefusal | null {
  if (!['POST', 'PUT', 'PATCH'].includes(method.toUpperCase())) return null;
  const ceiling = path in MAX_BODY_BYTES ? MAX_BODY_BYTES[path as keyof typeof MAX_BODY_BYTES] : MAX_BODY_BYTES.default;
  const declared = headers['content-length'];
  if (declared === undefined) {
    return headers['transfer-encoding'] ? { status: 411, message: 'Send the body with a Content-Length.' } : null;
  }
  return Number(declared) > ceiling ? { status: 413, message: `Request body is larger than ${ceiling} bytes.` } : null;
}

/**
 * What the front door refuses before routing (README "Holding under abuse"; proxy.ts asks again,
 * and alone under `next dev`): an unknown method, a URL past the length limits, and a URL whose
 * percent-encoding does not decode to UTF-8 (`%c0%af`, `%ZZ`) or decodes to a NUL, anywhere in
 * the path or the query. Next and our pages decode both; a bad one used to be a 500.
 */
export function guardRequest(method: string, rawPathAndQuery: string): GuardRefusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method.toUpperCase())) {
    return { status: 405, message: `Method ${method} is not allowed.` };
  }
  const [path = '', query = ''] = splitOnce(rawPathAndQuery, '?');
  if (rawPathAndQuery.length > MAX_URL_LENGTH || path.length > MAX_PATH_LENGTH) return { status: 414, message: 'The address is too long.' };
  const parts = [path, ...query.split(/[&=]/)];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return { status: 400, message: 'The address has malformed percent-encoding.' };
    }
    if (decoded.includes('\u0000')) return { status: 400, message: 'The address must not contain a NUL character.' };
  }
  return null;
}

/**
 * Every check above, in one call, as the front door makes it once per request before anything
 * else runs: the method and the address, then the body.
 */
export function guardIncoming(method: string, rawPathAndQuery: string, headers: { 'content-length'?: string; 'transfer-encoding'?: string }): GuardRefusal | null {
  return guardRequest(method, rawPathAndQuery) ?? guardBody(method, rawPathAndQuery.split('?')[0] ?? '/', headers);
}

function splitOnce(text: string, separator: string): [string, string] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)];
}
