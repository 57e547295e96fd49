// CORS (README.md "Who may use it, and how much"): only the Studio's and the sites' origins may use
// the lake from a browser, with credentials. By default that is every http(s) origin on this
// machine's own names, on any port: localhost, *.localhost (the sites are {site}.localhost:3000,
// the Studio calls local.localhost), 127.0.0.1 and [::1]; only pages served from this machine have
// those origins. Other origins come from configuration (`corsOrigins`, see ./cli). A page on any
// other origin gets no Access-Control-Allow-Origin (its script cannot read an answer) and its
// preflight is a 403, so it can send no token and no JSON. Access-Control-Allow-Private-Network is
// never sent: Chromium then keeps public web pages away from the lake altogether.
import type { LakeRequest, LakeResponse } from './http';

export interface CorsPolicy {
  allows(origin: string): boolean;
}

const LOCAL_HOST = /^(?:localhost|(?:[a-z0-9-]+\.)+localhost|127\.0\.0\.1|\[::1\])$/;
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * `origins` are exact origins (`https://studio.example.com`) or patterns in which `*` or a
 * `{name}` placeholder stands for one DNS label and `:*` for any port, e.g. the web app's
 * WEB_ORIGIN_PATTERN `http://{site}.localhost:3000`.
 */
export function corsPolicy(origins: readonly string[] = []): CorsPolicy {
  const patterns = origins.filter(Boolean).map(originPattern);
  return {
    allows(origin: string): boolean {
      if (patterns.some((pattern) => pattern.test(origin))) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      // An Origin header is scheme://host[:port] and nothing else.
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && LOCAL_HOST.test(url.hostname);
    },
  };
}

function originPattern(origin: string): RegExp {
  const source = origin
    .replace(/\/+$/, '')
    .split(/(\{[^}]*\}|:\*$|\*)/)
    .map((part) => (part === ':*' ? '(?::\\d+)?' : part === '*' || /^\{[^}]*\}$/.test(part) ? '[a-z0-9-]+' : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'i');
}

/**
 * Adds CORS headers for an allowed Origin. Returns true when the request was a preflight and
 * has been answered (204 for an allowed origin, 403 for any other).
 */
export function applyCors(req: LakeRequest, res: LakeResponse, policy: CorsPolicy): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && policy.allows(origin);
  if (origin !== undefined) res.setHeader('vary', 'Origin');
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin !== undefined && !allowed) {
    const body = JSON.stringify({
      error: 'Forbidden',
      message: `Origin ${origin} is not allowed to use the local Content Lake; add it to LAKE_CORS_ORIGINS if it should be`,
      statusCode: 403,
    });
    res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return true;
  }
  res.writeHead(204, {
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '') || 'authorization, content-type, last-event-id',
    'access-control-max-age': 600,
    'content-length': 0,
  });
  res.end();
  return true;
}
