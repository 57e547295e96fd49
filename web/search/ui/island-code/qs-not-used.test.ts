import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import qs from './qs-not-used';

/**
 * The browser's bundle leaves out `qs` (README "Page speed", search TBT): InstantSearch imports it
 * only for its URL router, which the search island never turns on.
 */
const root = join(__dirname, '..', '..', '..', '..');

/** The source files under `dir` (recursively), but tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('qs in the browser: left out, as InstantSearch\'s URL router is never on', () => {
  it('the browser\'s bundle resolves qs to the stand-in, the server\'s to the package', () => {
    expect(nextConfig.turbopack?.resolveAlias?.qs).toEqual({ browser: './search/ui/island-code/qs-not-used.ts' });
  });

  it('in InstantSearch\'s packages, only the URL router imports qs', () => {
    const importers = ['instantsearch.js/es', 'react-instantsearch/dist/es', 'react-instantsearch-core/dist/es', 'react-instantsearch-nextjs/dist/es']
      .flatMap((dir) => readdirSync(join(root, 'node_modules', dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
      .filter((file) => file.endsWith('.js') && /from 'qs'/.test(readFileSync(join(root, 'node_modules', file), 'utf8')));
    // index34.js is the router's own module as the package's bundled index holds it.
    expect(importers.sort()).toEqual(['instantsearch.js/es/index34.js', 'instantsearch.js/es/lib/routers/history.js']);
  });

  it('no code of ours that uses InstantSearch turns the router on', () => {
    const usingInstantSearch = ['web', 'blocks'].flatMap((dir) => sources(join(root, dir))).filter((file) => /from '(react-)?instantsearch/.test(readFileSync(file, 'utf8')));
    expect(usingInstantSearch.length).toBeGreaterThan(5);
    const turningOn = usingInstantSearch.filter((file) => /\brouting\b/.test(readFileSync(file, 'utf8')));
    expect(turningOn).toEqual([]);
  });

  it.each(['parse', 'stringify'] as const)('the stand-in\'s %s says why it is not there', (name) => {
    expect(() => (qs[name] as () => never)()).toThrow(/URL router is not used on this platform .*next\.config\.ts/);
  });
});
