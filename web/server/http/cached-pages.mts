/**
 * Pages answered from the front door (README "Page speed", "Pages answered from the front door").
 * A page Next keeps (a CMS page: `s-maxage` in its cache-control) and a stock page (search results
 * and vehicle pages, rendered per request by Next) is kept here after its first answer, per
 * address, already script-rewritten (scripts-after-first-paint.mts) and compressed once per
 * encoding, and answered from here until Next's entry would be outdated: when a tag it depends on
 * expires (`site:{slug}` by the lake's webhook, `stock:{slug}` by an import, a reindex or any stock
 * change this instance applies: page-tag-expiry.mts), or its time passes. A conditional request
 * with the page's ETag gets 304.
 *
 * Why here and not in Next's cache entries: a hit must cost no render, no routing and no
 * compression, which only answering before Next gives; and the stock pages are not in Next's cache
 * at all (they read the request: the Referer, cookies, draft mode). Kept in this process's memory,
 * and with Redis shared with the other instances (shared-kept-pages.mts).
 *
 * Never kept nor answered from here: anything but GET and HEAD, RSC requests of the client router,
 * server actions, requests in draft mode (preview) or of a signed-in shopper (their pages differ),
 * answers that set a cookie, are not 200 HTML, or have no site (proxy.ts names it in
 * SITE_HEADER, dropped from every answer here).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { hashesOfNoncedScripts, policyNonce, policyWithHashes } from './nonce-to-hashes.mts';
import type { KeptPage, Lookup, PageCache } from './page-cache.mts';
import { SITE_HEADER } from './page-site-header.mts';
import type { ResponseStage, ResponseWriter } from './response-stages.mts';
import type { SharedPageStore } from './shared-kept-pages.mts';

/** Says how the answer was had: HIT or STALE (from here), or MISS (from Next, and kept). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Cookies that change a page: Next's draft mode (preview) and a shopper's session (web/server/accounts/session-cookie.ts). */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data|dealer_session)=/;
/** Headers of Next's client router (RSC payloads, prefetches) and server actions: never a document. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
/** Search result pages (§2, search, special offers, 7 seaters) and vehicle pages: kept under the stock tag. */
const STOCK_PAGE = /^\/(search(\/|$)|special-offers$|7-seater-cars$|cars\/(?!trade-in$)[^/]+$)/;
const VEHICLE_PAGE = /^\/cars\/(?!trade-in$)[^/]+$/;
/** The vehicle page's back link is the same-origin search the shopper came from (app/sites/[site]/cars/[slug]/page.tsx). */
const SEARCH_REFERRER_PATH = /^\/(search|special-offers|7-seater-cars)(\/|\?|$)/;

/** A stock page is fresh this long (stock changes expire it sooner), then stale this long. */
export const STOCK_FRESH_MS = 60_000;
export const STALE_MS = 30_000;
/** A page larger than this is not kept. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** Headers of one transfer, not of the page. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', SITE_HEADER, PAGE_CACHE_HEADER]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the request stage decided for a request that goes on to Next: the key to keep its answer under. */
interface Pending {
  key: string;
  stock: boolean;
  /** Whether this request holds the refresh of a stale copy. */
  refresh: boolean;
}
const pendingOf = new WeakMap<IncomingMessage, Pending>();

/** The key of a request's page, or null when its answer may not be kept or served from here. */
export function pageKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '/';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || /[?&]_rsc=/.test(url)) return null;
  const { headers } = request;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (PERSONAL_COOKIES.test(headers.cookie ?? '')) return null;
  const host = (headers.host ?? '').toLowerCase();
  const proto = String(headers['x-forwarded-proto'] ?? '');
  const path = url.split('?')[0]!;
  return `${proto} ${host} ${url}${VEHICLE_PAGE.test(path) ? ` ${searchReferrer(headers.referer, host)}` : ''}`;
}

/** The part of the Referer the vehicle page shows (its back link): a same-host search, else nothing. */
function searchReferrer(referer: string | undefined, host: string): string {
  if (!referer) return '';
  try {
    const from = new URL(referer);
    return from.host.toLowerCase() === host && SEARCH_REFERRER_PATH.test(from.pathname) ? `${from.origin}${from.pathname}${from.search}` : '';
  } catch {
    return '';
  }
}

/** The encoding to answer with, by the client's Accept-Encoding and its q-values. */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' {
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names `etag` (weakly: `W/` and an encoding's suffix ignored, as for any representation of the page). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(br|gz)$/, '') === opaque);
}

/** Answers `page` to `request`: 304 when its ETag is known, else its bytes in the client's encoding. */
function answerFromCache(request: IncomingMessage, response: ServerResponse, page: KeptPage, state: 'fresh' | 'stale'): void {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  response.setHeader(PAGE_CACHE_HEADER, state === 'fresh' ? 'HIT' : 'STALE');
  // Next's Vary (its router headers) stays; the encoding is chosen here.
  const vary = String(response.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding'] as string | undefined);
  const etag = encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
  response.setHeader('etag', etag);
  if (matchesEtag(request.headers['if-none-match'] as string | undefined, page.etag)) {
    response.removeHeader('content-type');
    response.writeHead(304).end();
    return;
  }
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.writeHead(page.status);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Answers the page `found` in memory, fresh or (while another request renders it again) stale; otherwise notes the key, so that `keepPages` keeps Next's answer. */
function answerOrNote(cache: PageCache, key: string, found: Lookup, request: IncomingMessage, response: ServerResponse): boolean {
  if (found && (found.state === 'fresh' || !cache.claimRefresh(key))) {
    answerFromCache(request, response, found.page, found.state);
    return true;
  }
  if (request.method === 'GET') pendingOf.set(request, { key, stock: STOCK_PAGE.test((request.url ?? '/').split('?')[0]!), refresh: found !== undefined });
  return false;
}

/**
 * For the request stage (front-door.mts): answers a kept page and says whether it did. A page not
 * in memory is looked for in `shared` (Redis, shared-kept-pages.mts), and kept in memory when
 * found there; only then is the answer a promise. Otherwise the key is noted for `keepPages`.
 */
export function answerKeptPage(cache: PageCache, request: IncomingMessage, response: ServerResponse, shared: SharedPageStore | null = null): boolean | Promise<boolean> {
  const key = pageKey(request);
  if (!key) return false;
  const found = cache.get(key);
  if (found || !shared) return answerOrNote(cache, key, found, request, response);
  return shared.read(key).then((page) => {
    if (page) cache.set(key, page);
    // Through memory, so that a stale copy is rendered again by one request only.
    return answerOrNote(cache, key, page ? cache.get(key) : undefined, request, response);
  });
}

/** How long Next's answer may be kept, from its head, or null when it may not be. */
function keepFor(response: ServerResponse, pending: Pending): { freshMs: number; site: string } | null {
  const site = response.getHeader(SITE_HEADER);
  if (response.statusCode !== 200 || typeof site !== 'string' || !site) return null;
  if (!String(response.getHeader('content-type') ?? '').startsWith('text/html')) return null;
  if (response.hasHeader('set-cookie')) return null;
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  // Next's own copy was stale: it is rendering again; the next request gets (and keeps) the new one.
  if (String(response.getHeader('x-nextjs-cache') ?? '').toUpperCase() === 'STALE') return null;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl)?.[1];
  if (sMaxAge !== undefined) return { freshMs: Number(sMaxAge) * 1000, site };
  return pending.stock ? { freshMs: STOCK_FRESH_MS, site } : null;
}

/** The page's headers to keep: as Next set them, less those of one transfer; a nonce policy turned into hashes. */
function headersToKeep(headers: OutgoingHttpHeaders, policy: string | null): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || TRANSFER_HEADERS.has(name)) continue;
    kept[name] = typeof value === 'number' ? String(value) : value;
  }
  if (policy !== null) kept['content-security-policy'] = policy;
  return kept;
}

/**
 * Makes the kept copy of an answer: the nonce policy turned into hashes (nonce-to-hashes.mts),
 * the body compressed off the event loop (zlib's thread pool), once. Null when it cannot be kept.
 */
export async function keptPage(status: number, headers: OutgoingHttpHeaders, body: Buffer, tags: readonly string[], storedAt: number, freshMs: number): Promise<KeptPage | null> {
  const policy = headers['content-security-policy'];
  const nonce = typeof policy === 'string' ? policyNonce(policy) : undefined;
  let hashedPolicy: string | null = null;
  if (nonce !== undefined) {
    const hashes = hashesOfNoncedScripts(body.toString('utf8'), nonce);
    if (!hashes) return null;
    hashedPolicy = policyWithHashes(policy as string, hashes);
  }
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    status,
    headers: headersToKeep(headers, hashedPolicy),
    br,
    gzip: gz,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    tags,
    storedAt,
    freshUntil: storedAt + freshMs,
    staleUntil: storedAt + freshMs + STALE_MS,
  };
}

/** The tags a site's kept page depends on: its content and its stock (web/server/content/cache.ts, web/server/stock/tags.ts). */
export const pageTags = (site: string) => [`site:${site}`, `stock:${site}`];

/**
 * The response stage (response-stages.mts): place it after the script rewrite and before
 * compression, so what is kept is what is sent. Drops SITE_HEADER from every answer; keeps a copy
 * of a keepable one as it passes, and shares it through `shared` (Redis) when given.
 */
export const keepPages =
  (cache: PageCache, now: () => number = Date.now, shared: SharedPageStore | null = null): ResponseStage => {
  /** Pages being compressed: one copy at a time per key, however many requests missed at once. */
  const inProgress = new Set<string>();
  return (request, response, downstream) => {
    const pending = pendingOf.get(request);
    let decided = false;
    let keeping: { freshMs: number; site: string; storedAt: number } | null = null;
    let chunks: Buffer[] = [];
    let length = 0;
    let head: OutgoingHttpHeaders = {};
    const decide = () => {
      if (decided) return;
      decided = true;
      const rule = pending ? keepFor(response, pending) : null;
      // Kept as of when Next answered: an expiry during the rest of the stream outdates it.
      if (rule) keeping = { ...rule, storedAt: now() };
      head = response.getHeaders();
      response.removeHeader(SITE_HEADER);
      if (pending) response.setHeader(PAGE_CACHE_HEADER, 'MISS');
    };
    const take = (chunk: Buffer | undefined) => {
      if (!keeping || !chunk?.length) return;
      length += chunk.length;
      if (length > MAX_PAGE_BYTES) {
        keeping = null;
        chunks = [];
        return;
      }
      chunks.push(Buffer.from(chunk));
    };
    const finish = () => {
      const rule = keeping;
      if (!pending) return;
      if (!rule || !response.writableFinished) {
        if (pending.refresh) cache.release(pending.key);
        return;
      }
      if (inProgress.has(pending.key)) return;
      inProgress.add(pending.key);
      const { freshMs, site, storedAt } = rule;
      keptPage(200, head, Buffer.concat(chunks), pageTags(site), storedAt, freshMs)
        .then((page) => {
          if (!page) return pending.refresh && cache.release(pending.key);
          cache.set(pending.key, page);
          void shared?.write(pending.key, page);
        })
        .catch((error: unknown) => {
          console.error('[page cache] could not keep a page:', error);
          if (pending.refresh) cache.release(pending.key);
        })
        .finally(() => inProgress.delete(pending.key));
    };
    if (pending) response.once('close', finish);
    const writer: ResponseWriter = {
      writeHead: () => {
        decide();
        downstream.writeHead();
      },
      flushHeaders: () => {
        decide();
        downstream.flushHeaders();
      },
      write: (chunk) => {
        decide();
        take(chunk);
        return downstream.write(chunk);
      },
      end: (chunk) => {
        decide();
        take(chunk);
        downstream.end(chunk);
      },
      flush: () => downstream.flush(),
    };
    return writer;
  };
};
