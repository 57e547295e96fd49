/**
 * The front door (README "Holding under abuse" and "Page speed"): what `npm start` puts before
 * Next's request handler, as one ordered list of stages. Each request goes through them in order
 * until one answers it; then Next's handler, whose answer goes out through the response stages.
 *
 * 1. The security headers every answer carries (static-security-headers.mts).
 * 2. The guard (request-guard.mts): 405, 400, 414, 413 and 411 before anything is read or routed,
 *    such as a TRACE, which Next's request adapter turns into a 500; under /api/ as problem details.
 * 3. The build's brotli copies of scripts and styles (serve-precompressed.mts).
 * 4. This server's own request for a host's 404 page goes to Next at once, and its answer comes back
 *    raw: the visitor's answer is rewritten and compressed once, when it is sent. It carries the
 *    visitor's address, already decided. Anyone else's copy of its header is dropped here.
 * 5. The client's address, decided from the socket and the trusted proxies, replaces
 *    X-Forwarded-For (client-address.mts).
 * 5a. A site's redirect (README "Redirects"): a GET or HEAD of an old address answers 308 or 307
 *    from this process's redirect table (redirect-table.mts), before a kept page or Next.
 * 6. A page kept from an earlier answer (a CMS page Next caches, a search or vehicle page) is
 *    answered from memory, compressed already, or 304 (cached-pages.mts, page-cache.mts); with
 *    Redis, a page another instance kept is read from there first (shared-kept-pages.mts).
 * 7. What Next writes passes through the response stages (response-stages.mts), first to last:
 *    a 404 document becomes the host's 404 page drawn on the server (server-rendered-not-found.mts),
 *    an HTML page loads Next's scripts after its first paint (scripts-after-first-paint.mts), a
 *    keepable page is kept as it passes (cached-pages.mts), and everything is compressed, brotli
 *    first (compress-responses.mts).
 * 8. Next.
 *
 * front-door.test.ts runs the whole list over loopback with a stand-in for Next.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { answerKeptPage, keepPages } from './cached-pages.mts';
import { setClientAddress } from './client-address.mts';
import { compressResponses } from './compress-responses.mts';
import { NOT_FOUND_PAGE_HEADER } from './not-found-page-route.mts';
import { currentRedirectTable, findRedirect, requestSourcePath, untilFirstRedirectLoad, type RedirectTable } from './redirect-table.mts';
import { ALLOWED_METHODS, guardIncoming } from './request-guard.mts';
import { rewriteResponse, type ResponseStage } from './response-stages.mts';
import { createPageCache, type PageCache } from './page-cache.mts';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.mts';
import { secretEquals } from './secret-equals.mts';
import { keptPagesNamespace, redisPageStore, type SharedPageStore } from './shared-kept-pages.mts';
import type { RedisConnection } from '../redis/redis-connection.mts';
import { servePrecompressed } from './serve-precompressed.mts';
import { drawNotFoundOnServer, loopbackNotFoundPage, type NotFoundPageFetcher } from './server-rendered-not-found.mts';
import { setStaticSecurityHeaders } from './static-security-headers.mts';

/**
 * What a request stage did: answered the request itself, sent it straight to Next (the stages
 * after it do not run), or let it go on to the next stage.
 */
export type Verdict = 'answered' | 'to-next' | 'continue';

/** A stage decides at once, or (the kept pages' read from Redis only) once a promise settles. */
export type RequestStage = (request: IncomingMessage, response: ServerResponse) => Verdict | Promise<Verdict>;

/** Next's request handler, or a stand-in for it. */
export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** 1. Every answer, the guard's refusals and the brotli copies included, carries the static security headers. */
export const securityHeaders: RequestStage = (_request, response) => {
  setStaticSecurityHeaders(response);
  return 'continue';
};

/** 2. The guard, the one place it runs for a request here; a refusal closes the connection. */
export const guard: RequestStage = (request, response) => {
  const refused = guardIncoming(request.method ?? 'GET', request.url ?? '/', request.headers);
  if (!refused) return 'continue';
  // The API's refusals are problem details wherever they come from (README "Routes and errors").
  const api = (request.url ?? '/').startsWith('/api/');
  response.writeHead(refused.status, {
    'content-type': api ? 'application/problem+json' : 'text/plain; charset=utf-8',
    // The body (if any) is never read: close rather than drain it for keep-alive.
    connection: 'close',
    ...(refused.status === 405 ? { allow: ALLOWED_METHODS.join(', ') } : {}),
  });
  response.end(api ? JSON.stringify({ type: 'about:blank', title: STATUS_CODES[refused.status], status: refused.status, detail: refused.message }) : refused.message);
  return 'answered';
};

/** 3. A build file's brotli copy when the browser takes it (precompress-static.mts); else Next's gzip. */
export const precompressedStatic =
  (staticDir: string): RequestStage =>
  (request, response) =>
    servePrecompressed(request, response, staticDir) ? 'answered' : 'continue';

/** 4. Our own request for a 404 page (marked with `secret`) to Next untouched; the mark dropped from anyone else's (proxy.ts obeys it). */
export const ownNotFoundPageRequest =
  (secret: string): RequestStage =>
  (request) => {
    const mark = request.headers[NOT_FOUND_PAGE_HEADER];
    if (typeof mark === 'string' && secretEquals(mark, secret)) return 'to-next';
    delete request.headers[NOT_FOUND_PAGE_HEADER];
    return 'continue';
  };

/** 5. X-Forwarded-For becomes the client's address as decided here, whatever the client wrote. */
export const clientAddress =
  (trustedProxies: BlockList): RequestStage =>
  (request) => {
    setClientAddress(request, trustedProxies);
    return 'continue';
  };

/**
 * 5a. A redirect of the request's site (redirect-table.mts), for GET and HEAD: the query string
 * kept, the security headers already set (stage 1). A permanent one may be kept an hour by
 * browsers and proxies, so an editor's later change reaches them; a temporary one never.
 */
export const siteRedirects =
  (table: () => RedirectTable | undefined = currentRedirectTable, firstLoad: () => Promise<void> | null = () => null): RequestStage =>
  (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return 'continue';
    const loaded = table();
    if (loaded) return answerRedirect(loaded, request, response);
    // Just started: the table is on its way (redirect-table.mts, FIRST_LOAD_WAIT_MS). Only an
    // address that could be an old one waits for it (not /api, /_next or a malformed path).
    if (requestSourcePath(request.url ?? '/') === null) return 'continue';
    const wait = firstLoad();
    if (!wait) return 'continue';
    return wait.then(() => {
      const now = table();
      return now ? answerRedirect(now, request, response) : 'continue';
    });
  };

function answerRedirect(table: RedirectTable, request: IncomingMessage, response: ServerResponse): Verdict {
  const answer = findRedirect(table, request.headers.host ?? '', request.url ?? '/');
  if (!answer) return 'continue';
  response.writeHead(answer.status, {
    location: answer.location,
    'cache-control': answer.status === 308 ? 'public, max-age=3600' : 'no-store',
    'content-length': 0,
  });
  response.end();
  return 'answered';
}

/** 6. A kept page, from memory, else from Redis when shared (cached-pages.mts, shared-kept-pages.mts). */
export const keptPages =
  (cache: PageCache, shared: SharedPageStore | null = null): RequestStage =>
  (request, response) => {
    const answered = answerKeptPage(cache, request, response, shared);
    return typeof answered === 'boolean' ? (answered ? 'answered' : 'continue') : answered.then((yes) => (yes ? 'answered' : 'continue'));
  };

/** 7. What Next writes goes through `stages`, first to last, then to the socket. */
export const rewriteResponses =
  (stages: readonly ResponseStage[]): RequestStage =>
  (request, response) => {
    rewriteResponse(request, response, stages);
    return 'continue';
  };

export interface FrontDoorOptions {
  /** The folder of the build's scripts and styles (`.next/static`). */
  staticDir: string;
  /** TRUSTED_PROXIES, parsed (client-address.mts). */
  trustedProxies: BlockList;
  /** The secret that marks this server's own requests for a 404 page. */
  notFoundPageSecret: string;
  /** How the host's 404 page is fetched (from this same server, marked with the secret). */
  fetchNotFoundPage: NotFoundPageFetcher;
  /** The pages kept in memory (page-cache.mts); none: every page goes to Next, as before they were kept. */
  pageCache: PageCache | null;
  /** With Redis: kept pages shared with the other instances (shared-kept-pages.mts). */
  sharedPages?: SharedPageStore | null;
  /** Hold requests for the first redirect table (serve.mts, where Next loads it); off around a stand-in for Next, which loads none. */
  waitForFirstRedirects?: boolean;
}

/**
 * How much memory the kept pages may take (their brotli and gzip bytes), PAGE_CACHE_MB: 96 MB by
 * default, a few hundred search result pages; 0 keeps none (to compare, or to rule the cache out).
 */
export const pageCacheBytes = (setting = process.env.PAGE_CACHE_MB) => Math.max(0, Number(setting ?? 96) || 0) * 1024 * 1024;

/** The stages, in the order they run. */
export function frontDoorStages({ staticDir, trustedProxies, notFoundPageSecret, fetchNotFoundPage, pageCache, sharedPages = null, waitForFirstRedirects = false }: FrontDoorOptions): RequestStage[] {
  return [
    securityHeaders,
    guard,
    precompressedStatic(staticDir),
    ownNotFoundPageRequest(notFoundPageSecret),
    clientAddress(trustedProxies),
    siteRedirects(currentRedirectTable, waitForFirstRedirects ? untilFirstRedirectLoad : () => null),
    ...(pageCache ? [keptPages(pageCache, sharedPages)] : []),
    rewriteResponses([drawNotFoundOnServer(fetchNotFoundPage), loadScriptsAfterFirstPaint, ...(pageCache ? [keepPages(pageCache, Date.now, sharedPages)] : []), compressResponses]),
  ];
}

/** Runs `stages` in order, then hands the request to `handle` unless a stage answered it. */
export function pipeline(stages: readonly RequestStage[], handle: NextHandler): RequestListener {
  const run = (request: IncomingMessage, response: ServerResponse, from: number): void => {
    for (let index = from; index < stages.length; index++) {
      const verdict = stages[index]!(request, response);
      if (typeof verdict !== 'string') {
        // A stage that failed is skipped: the request goes on as if it had not been there.
        const goOn = (settled: Verdict) => (settled === 'answered' ? undefined : settled === 'to-next' ? void handle(request, response) : run(request, response, index + 1));
        verdict.then(goOn, (error: unknown) => {
          console.error('[front door] a stage failed; the request goes on without it:', error);
          run(request, response, index + 1);
        });
        return;
      }
      if (verdict === 'answered') return;
      if (verdict === 'to-next') break;
    }
    void handle(request, response);
  };
  return (request, response) => run(request, response, 0);
}

/**
 * The front door for Next's `handle`, as serve.mts serves it. `self` is where this server reaches
 * itself (listen-hosts.mts) for a host's 404 page; `redis` (with REDIS_URL) shares kept pages.
 */
export function createFrontDoor({ handle, staticDir, trustedProxies, self, redis = null, waitForFirstRedirects = false }: { handle: NextHandler; staticDir: string; trustedProxies: BlockList; self: { host: string; port: number }; redis?: RedisConnection | null; waitForFirstRedirects?: boolean }): RequestListener {
  /** Made at start, so that no one else can send the mark. */
  const notFoundPageSecret = randomUUID();
  const fetchNotFoundPage = loopbackNotFoundPage({ ...self, secret: notFoundPageSecret });
  const maxBytes = pageCacheBytes();
  const pageCache = maxBytes > 0 ? createPageCache({ maxBytes }) : null;
  const sharedPages = pageCache && redis ? redisPageStore(redis, { namespace: keptPagesNamespace(staticDir) }) : null;
  return pipeline(frontDoorStages({ staticDir, trustedProxies, notFoundPageSecret, fetchNotFoundPage, pageCache, sharedPages, waitForFirstRedirects }), handle);
}
