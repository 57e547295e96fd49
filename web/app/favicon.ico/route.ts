/**
 * Browsers ask for /favicon.ico on their own (for a PDF, robots.txt, any page without an icon
 * link); point them at the icon every page links to, rather than answer 404.
 */
export function GET(request: Request) {
  return new Response(null, { status: 308, headers: { location: new URL('/icon.svg', request.url).pathname, 'cache-control': 'public, max-age=86400' } });
}
