/**
 * A redirect target taken from a query parameter, or `fallback` unless it is a path on this same
 * site: it must start with one `/`, and neither `//host` nor `/\host` (browsers read a backslash as
 * a slash, README "Holding under abuse"), nor any control character, may follow.
 */
export function sameSitePath(candidate: string | null, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/')) return fallback;
  if (/^\/[/\\]/.test(candidate) || /[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  try {
    // Resolving against a throwaway origin shows where a browser would really go.
    const resolved = new URL(candidate, 'http://same-site.invalid');
    return resolved.origin === 'http://same-site.invalid' ? `${resolved.pathname}${resolved.search}${resolved.hash}` : fallback;
  } catch {
    return fallback;
  }
}
