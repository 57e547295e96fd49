/**
 * The production web server (`npm start`, the e2e suite, the benchmarks): Next's request handler
 * behind a thin front that refuses what Next itself would turn into a 500 before any of our code
 * runs, such as a TRACE (Next's request adapter throws on it, issue 14 finding 7), and bodies too
 * big to be worth reading (finding 5). The address guard runs again in proxy.ts for pages. It also
 * sends the build's brotli copies of scripts and styles, compresses Next's answers with brotli, and
 * has pages load Next's scripts after their first paint (issue 11).
 * Run with Node's own TypeScript support: `node serve.mts`, the port from PORT. It listens on
 * every interface, as `next start` does.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { compressResponses } from './server/http/compress-responses.mts';
import { ALLOWED_METHODS, guardBody, guardRequest } from './server/http/request-guard.mts';
import { loadScriptsAfterFirstPaint } from './server/http/scripts-after-first-paint.mts';
import { servePrecompressed } from './server/http/serve-precompressed.mts';
import { staticSecurityHeaders } from './server/http/static-security-headers.mts';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const staticDir = join(import.meta.dirname, '.next', 'static');

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
  compressResponses(request, response);
  loadScriptsAfterFirstPaint(response);
  void handle(request, response);
}).listen(port, () => {
  console.log(`✓ Ready on http://localhost:${port}`);
});
