import { problem } from './problem';

/**
 * CSRF protection for the state-changing account and watchlist endpoints (README "Holding under abuse"): the browser
 * must say the request comes from this same origin. Browsers send `Origin` on every POST and
 * `Sec-Fetch-Site` on every request; a form or script on another site cannot forge either. The
 * session cookie is also SameSite=Lax, so this is the second of two locks.
 */
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const crossSiteRefusal = (extensions: Record<string, unknown> = {}) => problem(403, 'This request must come from a page of this site.', extensions);
