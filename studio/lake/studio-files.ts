// Serves the built Sanity Studio (studio/dist, from `sanity build`) on the lake's own origin, so
// the Studio reaches the lake over the same HTTP/2 + TLS connection and needs no second
// certificate or CORS. Unknown paths under /studio get index.html (the Studio routes client-side).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { LakeResponse } from './http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StudioFiles {
  /** The output folder of `sanity build`. */
  distDir: string;
  /** Served as /studio-runtime.json: what the one Studio build needs to know about this run. */
  runtime: Record<string, unknown>;
}

/** Answers /, /studio/** and /studio-runtime.json; false for every other path. */
export async function serveStudio(files: StudioFiles, pathname: string, res: LakeResponse): Promise<boolean> {
  if (pathname === '/') {
    res.writeHead(302, { location: '/studio/' });
    res.end();
    return true;
  }
  if (pathname === '/studio-runtime.json') {
    const text = JSON.stringify(files.runtime);
    res.writeHead(200, { 'content-type': CONTENT_TYPES['.json']!, 'cache-control': 'no-store' });
    res.end(text);
    return true;
  }
  // The built index.html links its favicon from /static on the root.
  const prefix = pathname.startsWith('/static/') ? '' : '/studio';
  if (prefix && pathname !== '/studio' && !pathname.startsWith('/studio/')) return false;

  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(prefix.length)).replace(/^\/+/, '');
  } catch {
    return false; // malformed escapes are refused before routing (./request-url); never a 500 here
  }
  const candidate = path.resolve(files.distDir, relative);
  const inside = candidate === files.distDir || candidate.startsWith(files.distDir + path.sep);
  const found = inside && relative !== '' && (await isFile(candidate));
  if (!found && !prefix) return false;
  const file = found ? candidate : path.join(files.distDir, 'index.html');
  if (!(await isFile(file))) {
    const text = 'The Studio is not built yet: run `npm run studio:build` (npm start does it for you).';
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
    return true;
  }
  const hashed = file.includes(`${path.sep}static${path.sep}`);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    // Built chunks have content hashes in their names; index.html must always be fresh.
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.on('error', reject);
    stream.on('end', resolve);
    stream.on('data', (chunk) => res.write(chunk));
  }).finally(() => res.end());
  return true;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}
