/**
 * A 404 drawn on the server (README "Page speed"). When Next answers a page request with 404, it
 * sends its error shell: an empty body that its scripts fill in after hydration
 * (vercel/next.js#62228), so the shopper sees a blank page until React has loaded (LCP 2.2-2.4 s on
 * a throttled phone, where a content page paints in about 1 s). Here that shell is set aside and the
 * answer is the host's 404 page instead (not-found-page-route.mts): the same site header, footer and
 * copy, as server HTML, still with status 404 and Next's caching decision for the address.
 *
 * Only documents are replaced: RSC payloads of client navigations (Next's 404 boundary draws
 * those), HEAD requests and other content types pass as Next wrote them. If the 404 page cannot
 * be had, Next's shell is sent after all, as it was written.
 */
import { Agent, get, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { NOT_FOUND_PAGE_HEADER } from './not-found-page-route.mts';
import type { ResponseStage } from './response-stages.mts';

/** Fetches the host's 404 page for `request` (the front door: the same server over loopback, raw). */
export type NotFoundPageFetcher = (request: IncomingMessage) => Promise<IncomingMessage>;

/** More than any error shell (about 90 KB); past it Next's shell is not kept for the fallback. */
const SHELL_KEPT_BYTES = 1 << 20;

/** Headers of the 404 page that describe its own bytes or connection, not what this answer is. */
const NOT_CARRIED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'etag', 'cache-control', 'date']);

/** The visitor's headers not passed on when asking for the 404 page: it is wanted unconditional, whole and uncompressed. */
const NOT_ASKED = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'expect', 'accept-encoding', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range']);

/** The request's headers for the 404 page (the front door compresses the answer itself). */
export function notFoundPageRequestHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_ASKED.has(name)));
}

/**
 * The host's 404 page as Next renders it, asked of this same server at `host:port` over loopback
 * for the visitor's address, marked with NOT_FOUND_PAGE_HEADER and `secret` so that the front door
 * hands it to Next untouched (front-door.mts) and proxy.ts routes it to the 404 page.
 */
export function loopbackNotFoundPage({ host, port, secret }: { host: string; port: number; secret: string }): NotFoundPageFetcher {
  const agent = new Agent({ keepAlive: true });
  return (request) =>
    new Promise<IncomingMessage>((answered, failed) => {
      const headers = { ...notFoundPageRequestHeaders(request.headers), [NOT_FOUND_PAGE_HEADER]: secret };
      const outgoing = get({ host, port, path: request.url, headers, agent, timeout: 10_000 }, answered);
      outgoing.on('timeout', () => outgoing.destroy(new Error('the 404 page took over 10 s')));
      outgoing.on('error', failed);
    });
}

const isHtml = (contentType: unknown) => String(contentType ?? '').startsWith('text/html');

/**
 * The stage (response-stages.mts): watches what Next writes and, for a 404 document, sends the
 * host's 404 page instead. Place it first, before the stages that rewrite and compress, so that the
 * answer sent instead goes through them as Next's would have.
 */
export function drawNotFoundOnServer(fetchNotFoundPage: NotFoundPageFetcher): ResponseStage {
  return (request, response, downstream) => {
    if (request.method !== 'GET') return downstream;
    // 'next' passes every call on; 'replaced' drops Next's calls while the 404 page is fetched and sent.
    let mode: 'undecided' | 'next' | 'replaced' = 'undecided';
    let shell: Buffer[] | undefined = [];
    let shellBytes = 0;
    let shellEnded!: () => void;
    const shellDone = new Promise<void>((resolve) => (shellEnded = resolve));

    /** Decided on Next's first call, when its status and headers are on the response. */
    const decide = (): typeof mode => {
      if (mode === 'undecided') {
        mode = response.statusCode === 404 && isHtml(response.getHeader('content-type')) && !response.headersSent ? 'replaced' : 'next';
        if (mode === 'replaced') void replace();
      }
      return mode;
    };
    const keep = (bytes: Buffer) => {
      if (!shell) return;
      shellBytes += bytes.length;
      if (shellBytes > SHELL_KEPT_BYTES) shell = undefined;
      else shell.push(Buffer.from(bytes));
    };

    /** Sends `page` as the answer, with status 404 and Next's cache-control for this address. */
    const sendPage = (page: IncomingMessage, cacheControl: unknown) =>
      new Promise<void>((sent) => {
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        for (const [name, value] of Object.entries(page.headers)) if (value !== undefined && !NOT_CARRIED.has(name)) response.setHeader(name, value);
        if (cacheControl !== undefined) response.setHeader('cache-control', cacheControl as string);
        response.statusCode = 404;
        page.on('data', (chunk: Buffer) => {
          if (!downstream.write(chunk)) {
            page.pause();
            response.once('drain', () => page.resume());
          }
        });
        page.on('end', () => {
          downstream.end();
          sent();
        });
        page.on('error', () => {
          response.destroy();
          sent();
        });
        response.once('close', () => page.destroy());
      });

    /** Next's own shell, as it wrote it: when the 404 page could not be had. */
    const sendShell = async (headers: OutgoingHttpHeaders) => {
      await shellDone;
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
      response.statusCode = 404;
      if (!shell) {
        // Too big to have been kept (never for Next's shell): a plain 404 rather than half a page.
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        downstream.end(Buffer.from('Not found'));
        return;
      }
      const bytes = Buffer.concat(shell);
      shell = undefined;
      downstream.end(bytes);
    };

    const replace = async () => {
      const nextHeaders = response.getHeaders();
      let page: IncomingMessage | undefined;
      try {
        page = await fetchNotFoundPage(request);
      } catch {
        page = undefined;
      }
      if (response.destroyed) {
        page?.destroy();
        return;
      }
      if (page && page.statusCode === 200 && isHtml(page.headers['content-type'])) {
        shell = undefined;
        await sendPage(page, nextHeaders['cache-control']);
      } else {
        page?.resume();
        await sendShell(nextHeaders);
      }
    };

    return {
      writeHead: () => {
        if (decide() === 'next') downstream.writeHead();
      },
      flushHeaders: () => {
        if (decide() === 'next') downstream.flushHeaders();
      },
      write: (chunk) => {
        if (decide() === 'next') return downstream.write(chunk);
        keep(chunk);
        return true;
      },
      end: (chunk) => {
        if (decide() === 'next') return downstream.end(chunk);
        if (chunk) keep(chunk);
        shellEnded();
      },
      flush: () => {
        if (mode === 'next') downstream.flush();
      },
    };
  };
}
