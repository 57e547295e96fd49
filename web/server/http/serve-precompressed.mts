/**
 * Sends a build file's brotli copy (server/http/precompress-static.mts) when the browser accepts
 * `br`; anything else (no copy, no `br`, another path) is left to Next, which sends gzip (README
 * "Page speed"). A stage of the front door (front-door.mts), after the security headers are set.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalize, sep } from 'node:path';
import { PRECOMPRESSED_FILE } from './precompress-static.mts';

const STATIC_PREFIX = '/_next/static/';

/** Whether `br` is among the accepted encodings with a quality above zero. */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'br') return false;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** The file a request for `/_next/static/...` names inside `staticDir`, or null for anything else. */
export function staticFileOf(url: string, staticDir: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(STATIC_PREFIX) || !PRECOMPRESSED_FILE.test(path)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(STATIC_PREFIX.length));
  } catch {
    return null;
  }
  const root = normalize(staticDir);
  const file = normalize(`${root}${sep}${relative}`);
  return file.startsWith(`${root}${sep}`) && !relative.includes('\0') ? file : null;
}

/**
 * Answers the request with the brotli copy and returns true, or returns false and writes nothing.
 * The headers already set on the response (the front door's security headers) go out with it.
 */
export function servePrecompressed(request: IncomingMessage, response: ServerResponse, staticDir: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!acceptsBrotli(request.headers['accept-encoding'])) return false;
  const file = staticFileOf(request.url ?? '', staticDir);
  if (!file) return false;
  let size: number;
  try {
    const [original, compressed] = [statSync(file), statSync(`${file}.br`)];
    if (compressed.mtimeMs < original.mtimeMs) return false;
    size = compressed.size;
  } catch {
    return false;
  }
  response.writeHead(200, {
    'content-type': file.endsWith('.css') ? 'text/css; charset=utf-8' : 'application/javascript; charset=utf-8',
    'content-encoding': 'br',
    'content-length': String(size),
    // Build files are named by their content, as Next serves them.
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(`${file}.br`).on('error', () => response.destroy()).pipe(response);
  return true;
}
