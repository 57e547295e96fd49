// The first look at a request (README.md "Who may use it, and how much"): its method and its URL
// are checked before anything routes on them, so that malformed input is a 4xx naming the problem,
// never a 500 from deep inside a route (bad percent-encoding used to be a URIError in 16 routes;
// TRACE a 500).
import { LakeError } from './errors';

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A 405 for TRACE, TRACK, CONNECT, WebDAV and any other method the API has no use for. */
export function checkMethod(method: string | undefined): void {
  if (method && ALLOWED_METHODS.includes(method)) return;
  throw new LakeError(
    405,
    { error: 'Method Not Allowed', message: `${method ?? 'This'} method is not supported by the local Content Lake`, statusCode: 405 },
    undefined,
    { allow: ALLOWED_METHODS.join(', ') },
  );
}

const malformed = (what: string): LakeError =>
  new LakeError(400, {
    error: 'Bad Request',
    message: `Malformed percent-encoding in the URL ${what}: every "%" must start a %XX escape, and escapes must spell UTF-8 (send "%" itself as %25)`,
    statusCode: 400,
  });

/**
 * The request URL, parsed, with every percent-escape in its path and query checked to decode to
 * UTF-8, so that routes can decode any part of it without failing.
 */
export function requestUrl(target: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(target || '/', 'https://localhost');
  } catch {
    throw new LakeError(400, { error: 'Bad Request', message: 'The request target is not a URL path', statusCode: 400 });
  }
  if (!decodes(url.pathname)) throw malformed('path');
  if (!decodes(url.search.replaceAll('+', ' '))) throw malformed('query string');
  return url;
}

function decodes(text: string): boolean {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
