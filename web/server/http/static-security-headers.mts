/**
 * The headers every response carries (issue 14, finding 9), pages and files alike. In a module of
 * its own, without imports, so that serve.mts (run by Node itself) can set them on the files it
 * serves before Next does.
 */
export const staticSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on a dealer site uses these; the location map is drawn by us, not by geolocation.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
} as const;
