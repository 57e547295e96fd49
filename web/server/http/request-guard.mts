// .mts: web/serve.mts loads it with Node's own TypeScript support, as an ES module.

/** The methods the platform answers; anything else (TRACE, CONNECT, made-up verbs) is a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Longer addresses are refused: no page of ours needs them, and Next would cache each 404 under its path (ENAMETOOLONG past 255 bytes). */
export const MAX_URL_LENGTH = 2048;
export const MAX_PATH_LENGTH = 512;

export type GuardRefusal = { status: 400 | 405 | 414; message: string };

/**
 * What the proxy refuses before routing (issue 14, finding 7): an unknown method, and a URL whose
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

function splitOnce(text: string, separator: string): [string, string] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)];
}
