import { NextResponse, type NextRequest } from 'next/server';
import { resolveHost } from '@dealer/tenants';
import { unknownHostPage } from './server/unknown-host-page';

/**
 * Host-based routing: every dealer host is rewritten to its site's route tree under
 * /sites/{slug}, the bare platform host to /platform, and any other host gets a 404 here,
 * before rendering. The rewrite target is internal: a visitor who types /sites/... lands in the
 * site's own catch-all and gets that site's 404.
 */
export function proxy(request: NextRequest) {
  const match = resolveHost(request.headers.get('host'));
  const { pathname, search } = request.nextUrl;
  switch (match.kind) {
    case 'site':
      return NextResponse.rewrite(new URL(`/sites/${match.slug}${pathname === '/' ? '' : pathname}${search}`, request.url));
    case 'platform':
      return NextResponse.rewrite(new URL(`/platform${pathname === '/' ? '' : pathname}${search}`, request.url));
    case 'unknown':
      return new NextResponse(unknownHostPage(match.host), {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
  }
}

export const config = {
  // Pages only: API routes, Next's assets and files with an extension (public/) pass straight through.
  matcher: ['/((?!api/|_next/|.*\\.[a-z0-9]+$).*)'],
};
