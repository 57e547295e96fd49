/**
 * The shopper's session cookie (README "Accounts, the watchlist, reservations and buying online"):
 * HttpOnly, SameSite=Lax, Secure whenever the site is served over HTTPS. Host-only (no Domain), so
 * each dealer host has its own; the session row is bound to the site too.
 */
export const SESSION_COOKIE = 'dealer_session';

export function sessionCookieHeader(token: string, expiresAt: Date, secure: boolean): string {
  return [`${SESSION_COOKIE}=${token}`, 'Path=/', `Expires=${expiresAt.toUTCString()}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedSessionCookieHeader(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The token from a Cookie header. */
export function sessionTokenFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** HTTPS as the browser sees it (behind a proxy, from X-Forwarded-Proto). */
export const isHttpsRequest = (request: Request) => new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
