/**
 * The routes editors may link to (schemas/routes.ts, used by the Studio's link check) are the routes
 * the web app serves (web/app/sites/[site]), derived here from the app's folders so the two cannot
 * drift (DESIGN.md: "the route list the Studio validates links against is derived
 * from the app's routes").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appRoutes } from '@dealer/schemas';
import { describe, expect, it } from 'vitest';

const siteRoutes = resolve(import.meta.dirname, '..', '..', 'web', 'app', 'sites', '[site]');

/**
 * Routes served by content rather than by the app alone: the CMS catch-all (a page per slug), blog
 * posts (/blog/{slug}) and the legal pages (their own routes so they do not carry the blocks'
 * JavaScript, but a 404 without their document). The link check looks those up as documents.
 */
const contentRoutes = ['/[...path]', '/blog/[slug]', '/privacy-policy', '/terms-and-conditions'];

/** Routes no visitor reaches, so no link may point there: the 404 page serve.mts answers a 404 with (web/server/http/not-found-page-route.mts). */
const internalRoutes = ['/not_found_page'];

/** Every folder under the site's route tree that has a page, as a URL pattern ("/search/[[...segments]]"). */
function pagePatterns(dir = siteRoutes, prefix = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) ? [prefix || '/'] : [];
  // Route groups, "(name)", organise files without adding a URL segment; "_name" folders are private.
  const below = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .flatMap((entry) => pagePatterns(join(dir, entry.name), entry.name.startsWith('(') ? prefix : `${prefix}/${entry.name}`));
  return [...here, ...below];
}

/** A pattern as schemas' route entries: "/search/[[...segments]]" serves /search and everything below it. */
function asRoutes(pattern: string): string[] {
  const optionalCatchAll = /^(.*)\/\[\[\.\.\.[^\]]+\]\]$/.exec(pattern);
  if (optionalCatchAll) return [optionalCatchAll[1]!, `${optionalCatchAll[1]}/*`];
  const dynamic = /^(.*?)\/\[/.exec(pattern);
  if (dynamic) return [`${dynamic[1]}/*`];
  return [pattern];
}

describe('§2 Routes: the Studio links against the routes the app serves', () => {
  it('schemas/routes.ts lists exactly the app routes of web/app/sites/[site]', () => {
    // A prefix serves everything below it once: /cars/[slug] and /cars/[slug]/checkout are both /cars/*.
    const fromApp = [...new Set(pagePatterns().filter((pattern) => !contentRoutes.includes(pattern) && !internalRoutes.includes(pattern)).flatMap(asRoutes))].sort();
    const listed = appRoutes.map((route) => (route.prefix ? `${route.path}/*` : route.path)).sort();
    expect(listed).toEqual(fromApp);
  });

  it('the content routes it leaves to documents still exist in the app', () => {
    expect(pagePatterns()).toEqual(expect.arrayContaining([...contentRoutes, ...internalRoutes]));
  });
});

/** Every page file under the site's route tree. */
function pageFiles(dir = siteRoutes): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : /^page\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('site pages are cached unless they read the request (README "Page speed")', () => {
  // The site layout caches pages (generateStaticParams + revalidate); a cached page that reads the
  // query string or headers fails at run time ("This page couldn't load"), which only the built app shows.
  it.each(pageFiles().map((file) => [file.slice(siteRoutes.length)]))('%s', (relative) => {
    const source = readFileSync(join(siteRoutes, relative), 'utf8');
    const readsRequest = /\bsearchParams\b|\bheaders\(\)|requestOrigin\(|sameOriginReferrer\(/.test(source);
    expect(readsRequest ? /export const dynamic = 'force-dynamic'/.test(source) : true, 'reads the request without force-dynamic').toBe(true);
  });
});
