/**
 * The production web server (`npm start`, the e2e suite, the benchmarks): Next's request handler
 * behind a thin front that refuses what Next itself would turn into a 500 before any of our code
 * runs, such as a TRACE (Next's request adapter throws on it, issue 14 finding 7), and bodies too
 * big to be worth reading (finding 5). The address guard runs again in proxy.ts for pages. It also
 * sends the build's brotli copies of scripts and styles, compresses Next's answers with brotli,
 * has pages load Next's scripts after their first paint, and answers a 404 with a page drawn on
 * the server instead of Next's empty error shell (issue 11).
 * Run with Node's own TypeScript support: `node serve.mts`, the port from PORT. It listens on
 * every interface, as `next start` does.
 */
import { randomUUID } from 'node:crypto';
import { Agent, createServer, get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { compressResponses } from './server/http/compress-responses.mts';
import { ALLOWED_METHODS, guardBody, guardRequest } from './server/http/request-guard.mts';
import { NOT_FOUND_PAGE_HEADER } from './server/http/not-found-page-route.mts';
import { loadScriptsAfterFirstPaint } from './server/http/scripts-after-first-paint.mts';
import { secretEquals } from './server/http/secret-equals.mts';
import { notFoundPageRequestHeaders, drawNotFoundOnServer } from './server/http/server-rendered-not-found.mts';
import { servePrecompressed } from './server/http/serve-precompressed.mts';
import { staticSecurityHeaders } from './server/http/static-security-headers.mts';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const staticDir = join(import.meta.dirname, '.next', 'static');

/** Marks this server's own requests for a host's 404 page: no one else can send it. */
const notFoundPageSecret = randomUUID();
const loopback = new Agent({ keepAlive: true });
/** A host's 404 page, as Next renders it (server/http/server-rendered-not-found.mts). */
const fetchNotFoundPage = (request: IncomingMessage) =>
  new Promise<IncomingMessage>((answered, failed) => {
    const headers = { ...notFoundPageRequestHeaders(request.headers), [NOT_FOUND_PAGE_HEADER]: notFoundPageSecret };
    const outgoing = get({ host: '127.0.0.1', port, path: request.url, headers, agent: loopback, timeout: 10_000 }, answered);
    outgoing.on('timeout', () => outgoing.destroy(new Error('the 404 page took over 10 s')));
    outgoing.on('error', failed);
  });

createServer((request, response) => {
  const url = request.url ?? '/';
  const refused = guardRequest(request.method ?? 'GET', url) ?? guardBody(request.method ?? 'GET', url.split('?')[0] ?? '/', request.headers);
  if (refused) {
    response.writeHead(refused.status, {
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      // The body (if any) is never read: close rather than drain it for keep-alive.
      connection: 'close',
      ...(refused.status === 405 ? { allow: ALLOWED_METHODS.join(', ') } : {}),
    });
    response.end(refused.message);
    return;
  }
  // The build's scripts and styles as brotli when the browser takes it (precompress.mts); else Next's gzip.
  if (servePrecompressed(request, response, staticDir, staticSecurityHeaders)) return;
  // Our own request for a 404 page gets Next's answer raw: the visitor's answer is compressed and
  // rewritten once, when it is sent. The header from anyone else is dropped (proxy.ts obeys it).
  const notFoundPageMark = request.headers[NOT_FOUND_PAGE_HEADER];
  if (typeof notFoundPageMark === 'string' && secretEquals(notFoundPageMark, notFoundPageSecret)) {
    void handle(request, response);
    return;
  }
  delete request.headers[NOT_FOUND_PAGE_HEADER];
  compressResponses(request, response);
  loadScriptsAfterFirstPaint(response);
  drawNotFoundOnServer(request, response, fetchNotFoundPage);
  void handle(request, response);
}).listen(port, () => {
  console.log(`✓ Ready on http://localhost:${port}`);
});
