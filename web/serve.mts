/**
 * The production web server (`npm start`, the e2e suite, the benchmarks): Next's request handler
 * behind a thin front that refuses what Next itself would turn into a 500 before any of our code
 * runs, such as a TRACE (Next's request adapter throws on it, issue 14 finding 7), and bodies too
 * big to be worth reading (finding 5). The address guard runs again in proxy.ts for pages. It also
 * sends the build's brotli copies of scripts and styles, compresses Next's answers with brotli,
 * has pages load Next's scripts after their first paint, and answers a 404 with a page drawn on
 * the server instead of Next's empty error shell (issue 11).
 * It decides each request's client address from the socket and the trusted proxies, and hands
 * Next only that (client-address.mts, README "Holding under abuse").
 * Run with Node's own TypeScript support: `node serve.mts`, the port from PORT. It listens on
 * loopback only (127.0.0.1 and ::1) unless WEB_HOST names another address, e.g. 0.0.0.0 for every
 * interface (listen-hosts.mts, README "Two commands").
 */
import { randomUUID } from 'node:crypto';
import { Agent, createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { parseTrustedProxies, setClientAddress } from './server/http/client-address.mts';
import { compressResponses } from './server/http/compress-responses.mts';
import { ALLOWED_METHODS, guardBody, guardRequest } from './server/http/request-guard.mts';
import { NOT_FOUND_PAGE_HEADER } from './server/http/not-found-page-route.mts';
import { describeListenAddresses, selfAddress, webListenHosts } from './server/http/listen-hosts.mts';
import { loadScriptsAfterFirstPaint } from './server/http/scripts-after-first-paint.mts';
import { secretEquals } from './server/http/secret-equals.mts';
import { notFoundPageRequestHeaders, drawNotFoundOnServer } from './server/http/server-rendered-not-found.mts';
import { servePrecompressed } from './server/http/serve-precompressed.mts';
import { setStaticSecurityHeaders } from './server/http/static-security-headers.mts';

const port = Number(process.env.PORT ?? 3000);
const hosts = webListenHosts(process.env.WEB_HOST);
/** Read once: a malformed list stops the server here, before anything is served. */
let trustedProxies: ReturnType<typeof parseTrustedProxies>;
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
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
    const outgoing = get({ host: selfAddress(hosts), port, path: request.url, headers, agent: loopback, timeout: 10_000 }, answered);
    outgoing.on('timeout', () => outgoing.destroy(new Error('the 404 page took over 10 s')));
    outgoing.on('error', failed);
  });

function frontDoor(request: IncomingMessage, response: ServerResponse) {
  // Every answer carries the static security headers, this server's refusals and files included.
  setStaticSecurityHeaders(response);
  const url = request.url ?? '/';
  const refused = guardRequest(request.method ?? 'GET', url) ?? guardBody(request.method ?? 'GET', url.split('?')[0] ?? '/', request.headers);
  if (refused) {
    response.writeHead(refused.status, {
      'content-type': 'text/plain; charset=utf-8',
      // The body (if any) is never read: close rather than drain it for keep-alive.
      connection: 'close',
      ...(refused.status === 405 ? { allow: ALLOWED_METHODS.join(', ') } : {}),
    });
    response.end(refused.message);
    return;
  }
  // The build's scripts and styles as brotli when the browser takes it (precompress.mts); else Next's gzip.
  if (servePrecompressed(request, response, staticDir)) return;
  // Our own request for a 404 page gets Next's answer raw: the visitor's answer is compressed and
  // rewritten once, when it is sent. The header from anyone else is dropped (proxy.ts obeys it).
  // It carries the visitor's address, already decided, so it skips that step too.
  const notFoundPageMark = request.headers[NOT_FOUND_PAGE_HEADER];
  if (typeof notFoundPageMark === 'string' && secretEquals(notFoundPageMark, notFoundPageSecret)) {
    void handle(request, response);
    return;
  }
  delete request.headers[NOT_FOUND_PAGE_HEADER];
  setClientAddress(request, trustedProxies);
  compressResponses(request, response);
  loadScriptsAfterFirstPaint(response);
  drawNotFoundOnServer(request, response, fetchNotFoundPage);
  void handle(request, response);
}

/**
 * One server per address. By default ::1 is skipped where this machine has no IPv6; any other
 * failure (::1's port taken by another program, which `localhost` would then reach) stops the start.
 */
const ipv6Optional = !process.env.WEB_HOST;
const noIpv6 = (error: NodeJS.ErrnoException) => error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT';
const listening = await Promise.all(
  hosts.map(
    (host) =>
      new Promise<string | null>((listened, failed) => {
        const server = createServer(frontDoor);
        server.once('error', (error) => (ipv6Optional && host === '::1' && noIpv6(error) ? listened(null) : failed(error)));
        server.listen(port, host, () => listened(host));
      }),
  ),
);
console.log(`✓ Ready on http://localhost:${port} (listening on ${describeListenAddresses(listening.filter((host) => host !== null), port)})`);
