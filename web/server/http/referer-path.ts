/**
 * The page of this site a call came from (its path and query), to come back to after signing in;
 * '/' when the Referer is missing or another site's (never a way off the site).
 */
export function refererPath(request: Request): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.host === request.headers.get('host') ? `${referer.pathname}${referer.search}` : '/';
  } catch {
    return '/';
  }
}
