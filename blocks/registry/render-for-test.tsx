import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { generateSiteFeed } from '@dealer/demo';
import {
  buildSearchLookups, createEmbeddedSearch, mandatoryFilters, parseCar, primaryIndexName, toSearchRecord,
  type EmbeddedSearch, type IndexName, type SearchParams, type SearchResponse,
} from '@dealer/stock/server';
import { createLocale, resolveSiteConfig, siteDefinitions, type SiteConfig } from '@dealer/tenants';
import type { BlockContext } from './define-block';

/** Tests run on a fixed clock so time rules are repeatable. */
export const TEST_NOW = new Date('2026-11-20T00:00:00Z');

let engine: EmbeddedSearch | undefined;

/** The real embedded engine over the demo sites' generated stock (no mocks: the same code the web runs). */
export function demoEngine(): EmbeddedSearch {
  if (engine) return engine;
  const sites = siteDefinitions.map((definition) => resolveSiteConfig(definition).config);
  const lookups = buildSearchLookups(sites);
  const records = sites.flatMap((site) =>
    generateSiteFeed(site.slug, { now: TEST_NOW }).flatMap((row) => {
      const parsed = parseCar(row);
      return parsed.ok ? [toSearchRecord(parsed.car, lookups)] : [];
    }),
  );
  engine = createEmbeddedSearch(records);
  return engine;
}

/** A site-scoped search as the web provides it: the site's mandatory filters ANDed with the block's. */
export async function searchDemoStock(site: SiteConfig, params: SearchParams, indexName: IndexName = primaryIndexName): Promise<SearchResponse> {
  const mandatory = mandatoryFilters(site, { now: TEST_NOW });
  const filters = params.filters ? `(${mandatory}) AND (${params.filters})` : mandatory;
  const { results } = await demoEngine().search([{ indexName, params: { ...params, filters } }]);
  return results[0] as SearchResponse;
}

/** A block context for a demo site, for tests. */
export function testContext(slug = 'riverside-kia', preview = false): BlockContext {
  const site = resolveSiteConfig(siteDefinitions.find((s) => s.slug === slug)!).config;
  return {
    site,
    locale: createLocale(site.locale),
    preview,
    now: TEST_NOW,
    searchStock: (params, indexName) => searchDemoStock(site, params, indexName),
  };
}

/** Server-renders a tree the way the web app does. */
export function renderHtml(node: ReactNode): string {
  return renderToString(node);
}

/** Server-renders a tree and waits for everything it suspends on (lazily loaded islands included), as the web app's server does. */
export async function renderHtmlComplete(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  const html = await new Response(stream).text();
  // Suspense boundary markers are not part of what a test reads.
  return html.replace(/<!--\/?\$[!?]?-->/g, '').replace(/<template[^>]*><\/template>/g, '');
}

/** Renders an async (server) block component: awaits its element, then renders that (lazy islands included). */
export async function renderBlockHtml<T>(Component: (props: { data: T; context: BlockContext }) => ReactNode | Promise<ReactNode>, data: T, context: BlockContext): Promise<string> {
  return renderHtmlComplete(await Component({ data, context }));
}
