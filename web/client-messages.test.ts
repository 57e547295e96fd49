import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { messagesEnAU } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { searchClientMessagePrefixes } from './search/client-messages';
import { savedCarsMessagePrefixes } from './shopper/client-messages';

const repo = resolve(import.meta.dirname, '..');
const catalogue = new Set(Object.keys(messagesEnAU));

/** A module specifier of the client tree as a file: relative, `@/` (web) or `@dealer/blocks`; others are packages. */
function fileOf(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.') ? resolve(dirname(from), specifier)
    : specifier.startsWith('@/') ? join(repo, 'web', specifier.slice(2))
    : specifier.startsWith('@dealer/blocks') ? join(repo, 'blocks', specifier.slice('@dealer/blocks'.length))
    : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Every message key the modules reachable from `entry` name, literally or as a `prefix.${...}` template. */
function keysRead(entry: string): { keys: Set<string>; templates: Set<string>; files: number } {
  const seen = new Set<string>();
  const keys = new Set<string>();
  const templates = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(/['"]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)*)['"]/g)) if (catalogue.has(key!)) keys.add(key!);
    for (const [, prefix] of source.matchAll(/`([a-zA-Z]+\.(?:[a-zA-Z]+\.)*)\$\{/g)) {
      // `dealer.${name}` of a Symbol is no message: only prefixes of catalogue keys count.
      if ([...catalogue].some((key) => key.startsWith(prefix!))) templates.add(prefix!);
    }
    // Type-only imports bring no code into the bundle; every other import does, lazy ones later.
    const imports = [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm), ...source.matchAll(/\bimport\('([^']+)'\)/g)];
    for (const [, specifier] of imports) {
      const next = fileOf(file, specifier!);
      if (next && !/\.(test|module\.css)/.test(next)) visit(next);
    }
  };
  visit(entry);
  return { keys, templates, files: seen.size };
}

/**
 * Client trees that format much get their site's locale as data with only the messages under their
 * prefixes (`clientLocale`), never the catalogue (README "Page speed"). Each tree's imports are walked
 * so a key it starts to read cannot go unsent.
 */
describe.each([
  ['the search page', 'web/search/ui/SearchExperience.tsx', searchClientMessagePrefixes, ['card.viewDetails', 'search.clearAll']],
  ['favourites', 'web/shopper/FavouritesView.tsx', savedCarsMessagePrefixes, ['card.viewDetails', 'shopper.favouritesTitle']],
  ['compare', 'web/shopper/CompareView.tsx', savedCarsMessagePrefixes, ['colour', 'shopper.engine']],
])('%s’s client tree', (_, entry, prefixes: readonly string[], sample) => {
  const read = keysRead(join(repo, entry));
  const covered = (key: string) => prefixes.some((prefix) => key.startsWith(prefix));

  it('is walked (controls, results and the cards)', () => {
    expect(read.files).toBeGreaterThan(5);
    for (const key of sample) expect(read.keys).toContain(key);
  });

  it('is sent every key it names', () => {
    expect([...read.keys].filter((key) => !covered(key))).toEqual([]);
  });

  it('is sent every key family it builds from data', () => {
    expect([...read.templates].filter((prefix) => !covered(prefix))).toEqual([]);
  });

  it.each(['tag.sold', 'tag.reserved', 'tag.newArrival', 'distance.unit'])('is sent the card’s %s (chosen by the stock rules)', (key) => {
    expect(covered(key)).toBe(true);
  });
});
