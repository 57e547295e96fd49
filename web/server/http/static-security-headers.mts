/**
 * The headers every response carries, pages and files alike (README "Holding under abuse",
 * "Headers"): the one list. The front door (front-door.mts) sets them on every answer before
 * anything else runs; next.config.ts gives them to Next's answers (all there is under `next dev`,
 * which has no front door); proxy.ts adds them to a page's Content Security Policy
 * (security-headers.ts). In a module of its own, without imports, so that Node can load it in
 * serve.mts and Next in its config alike.
 */
export const staticSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on a dealer site uses these; the location map is drawn by us, not by geolocation.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
} as const;

/** Sets them on a response whose head is not written yet; a later `setHeader` of the same name wins. */
export function setStaticSecurityHeaders(response: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of Object.entries(staticSecurityHeaders)) response.setHeader(name, value);
}
