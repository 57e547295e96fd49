/**
 * A 404 drawn on the server (issue 11). When Next answers a page request with 404, it sends its
 * error shell: an empty body that its scripts fill in after hydration (vercel/next.js#62228), so
 * the shopper sees a blank page until React has loaded (LCP 2.2-2.4 s on a throttled phone, where
 * a content page paints in about 1 s). Here that shell is set aside and the answer is the host's
 * 404 page instead (not-found-page-route.mts): the same site header, footer and copy, as server
 * HTML, still with status 404 and Next's caching decision for the address.
 *
 * Only documents are replaced: RSC payloads of client navigations (Next's 404 boundary draws
 * those), HEAD requests and other content types pass as Next wrote them. If the 404 page cannot
 * be had, Next's shell is sent after all, as it was written.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Fetches the host's 404 page for `request` (serve.mts: the same server over loopback, raw). */
export type NotFoundPageFetcher = (request: IncomingMessage) => Promise<IncomingMessage>;

/** More than any error shell (about 90 KB); past it Next's shell is not kept for the fallback. */
const SHELL_KEPT_BYTES = 1 << 20;

/** Headers of the 404 page that describe its own bytes or connection, not what this answer is. */
const NOT_CARRIED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'etag', 'cache-control', 'date']);

/** The visitor's headers not passed on when asking for the 404 page: it is wanted unconditional, whole and uncompressed. */
const NOT_ASKED = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'expect', 'accept-encoding', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range']);

/** The request's headers for the 404 page (serve.mts compresses the answer itself). */
export function notFoundPageRequestHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_ASKED.has(name)));
}

const isHtml = (contentType: unknown) => String(contentType ?? '').startsWith('text/html');

/**
 * Watches what Next writes to `response`; call last, after the wrappers that compress and rewrite,
 * so that the answer sent instead goes through them as Next's would have.
 */
export function drawNotFoundOnServer(request: IncomingMessage, response: ServerResponse, fetchNotFoundPage: NotFoundPageFetcher): void {
  if (request.method !== 'GET') return;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  // 'next' passes every call on; 'replaced' drops Next's calls while the 404 page is fetched and sent.
  let mode: 'undecided' | 'next' | 'replaced' = 'undecided';
  // Our own writes call writeHead (implicitly) too: those must go through.
  let sending = false;
  let shell: Buffer[] | undefined = [];
  let shellBytes = 0;
  let shellEnded!: () => void;
  const shellDone = new Promise<void>((resolve) => (shellEnded = resolve));

  const decide = (): typeof mode => {
    if (mode === 'undecided') {
      mode = response.statusCode === 404 && isHtml(response.getHeader('content-type')) && !response.headersSent ? 'replaced' : 'next';
      if (mode === 'replaced') void replace();
    }
    return mode;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!shell || !(typeof chunk === 'string' || chunk instanceof Uint8Array)) return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk);
    shellBytes += bytes.length;
    if (shellBytes > SHELL_KEPT_BYTES) shell = undefined;
    else shell.push(bytes);
  };
  const callbackIn = (args: unknown[]) => args.find((argument): argument is () => void => typeof argument === 'function');

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (sending || mode === 'next') return writeHead(status, ...rest);
    // Headers given here count for the decision, as if Next had set them one by one.
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null && !Array.isArray(argument)) as OutgoingHttpHeaders | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) response.setHeader(name, value);
    response.statusCode = status;
    return decide() === 'next' ? writeHead(status, ...rest.filter((argument) => typeof argument === 'string')) : response;
  }) as typeof response.writeHead;

  response.flushHeaders = () => {
    if (sending || decide() === 'next') flushHeaders();
  };

  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (decide() === 'next') return write(chunk, ...rest);
    keep(chunk, rest[0]);
    const callback = callbackIn(rest);
    if (callback) process.nextTick(callback);
    return true;
  }) as typeof response.write;

  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (decide() === 'next') return end(chunk, ...rest);
    if (typeof chunk !== 'function') keep(chunk, rest[0]);
    shellEnded();
    const callback = callbackIn([chunk, ...rest]);
    if (callback) process.nextTick(callback);
    return response;
  }) as typeof response.end;

  /** Sends `page` as the answer, with status 404 and Next's cache-control for this address. */
  const sendPage = (page: IncomingMessage, cacheControl: unknown) =>
    new Promise<void>((sent) => {
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      for (const [name, value] of Object.entries(page.headers)) if (value !== undefined && !NOT_CARRIED.has(name)) response.setHeader(name, value);
      if (cacheControl !== undefined) response.setHeader('cache-control', cacheControl as string);
      response.statusCode = 404;
      sending = true;
      page.on('data', (chunk: Buffer) => {
        if (!write(chunk)) {
          page.pause();
          response.once('drain', () => page.resume());
        }
      });
      page.on('end', () => {
        end();
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
    sending = true;
    if (!shell) {
      // Too big to have been kept (never for Next's shell): a plain 404 rather than half a page.
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      end('Not found');
      return;
    }
    const bytes = Buffer.concat(shell);
    shell = undefined;
    end(bytes);
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
}
