import 'server-only';
import { headers } from 'next/headers';

/**
 * The origin the shopper asked for (scheme and Host), for canonical URLs, sitemaps and structured
 * data. The proxy has already matched the Host to this site; loopback hosts are served over http.
 */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get('host') ?? 'localhost';
  const local = /(^|\.)localhost(:\d+)?$/.test(host) || /^127\.0\.0\.1(:\d+)?$/.test(host);
  const forwarded = list.get('x-forwarded-proto');
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : local ? 'http' : 'https';
  return `${scheme}://${host}`;
}

/** The Referer's path and query when it is a page of this same origin (e.g. the search the shopper came from). */
export async function sameOriginReferrer(origin: string): Promise<string | null> {
  const referer = (await headers()).get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
