import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRenderedPerRequest } from './rendered-per-request';

const app = resolve(import.meta.dirname, '..', '..', 'app');

/** Every page file under a route tree, with a path it serves ("[slug]" → "x", "[...path]" → "about-us/x"). */
function pages(root: string, dir = root): { path: string; dynamic: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pages(root, join(dir, entry.name));
    if (!/^page\.tsx?$/.test(entry.name)) return [];
    const path = `/${dir.slice(root.length).split('/').filter(Boolean).map((segment) => (segment.startsWith('[[') ? 'used-cars' : segment.startsWith('[...') ? 'about-us/x' : segment.startsWith('[') ? 'x' : segment)).join('/')}`;
    return [{ path, dynamic: /export const dynamic = 'force-dynamic'/.test(readFileSync(join(dir, entry.name), 'utf8')) }];
  });
}

describe('a CSP nonce exactly for the pages rendered per request (README "Holding under abuse")', () => {
  it.each([
    ['site', join(app, 'sites', '[site]')],
    ['platform', join(app, 'platform')],
  ] as const)('%s pages: force-dynamic ones get a nonce, cached ones never (their HTML predates the request)', (host, root) => {
    for (const page of pages(root)) expect(isRenderedPerRequest(host, page.path), page.path).toBe(page.dynamic);
  });

  it.each([
    ['/search', true],
    ['/search/used-cars', true],
    ['/cars/2026-kia-ev3-rk-00038', true],
    ['/search-tips', false],
    ['/cars', false],
    ['/cars/trade-in', false],
    ['/', false],
    ['/privacy-policy', false],
  ])('%s → %s', (path, expected) => {
    expect(isRenderedPerRequest('site', path)).toBe(expected);
  });
});
