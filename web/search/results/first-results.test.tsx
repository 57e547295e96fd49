// @vitest-environment jsdom
import { demoEngine, TEST_NOW } from '@dealer/blocks/testing';
import type { Promo } from '@dealer/schemas';
import { indices, parseSearchParams, primaryIndexName, rangeFacets, refinementFacets, sortKeys, type FixedRefinements, type SearchRequest, type SearchResponse } from '@dealer/stock';
import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import Paginator from 'instantsearch.js/es/connectors/pagination/Paginator.js';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Configure, getServerState, InstantSearch, InstantSearchSSRProvider, usePagination, useRange, useSearchBox, useSortBy, type InstantSearchServerState } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { firstSearch } from '../first-search';
import { pagerPages } from '../pager-pages';
import { routeToUiState } from '../ui-state';
import { LiveResultGrid } from '../ui/LiveResultGrid';
import { Results } from '../ui/Results';
import { VirtualRefinements } from '../ui/VirtualRefinements';
import { firstResultsView } from './first-results-view';

/**
 * The first page of results is server HTML (README "Page speed"): it must be exactly what the
 * island would draw for the same address, and hand over to the island when the shopper searches.
 * Real InstantSearch, real embedded engine over the demo stock, scoped as /api/search scopes it.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const siteOf = (slug: string) => resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === slug)!).config;
const HITS_PER_PAGE = 21;
const now = TEST_NOW.getTime();
/** Two live promos (window around the test clock), so slots 8 and 17 are filled. */
const promos: Promo[] = ['spring', 'finance'].map((id, position) => ({
  _id: id, title: `Promo ${id}`, text: null, label: 'Go', href: `/${id}`, start: '2026-11-01T00:00:00+10:00', expiry: '2026-12-31T00:00:00+10:00',
  position, display: [], strictDisplay: false,
}));

const searchFor = (site: ReturnType<typeof siteOf>) => (requests: readonly SearchRequest[]) => demoEngine().search(scopeRequests(site, requests, TEST_NOW));

/** The server's first page for an address: firstSearch through the engine, then the view. */
async function serverView(slug: string, query: string, fixed: FixedRefinements = {}, path = '/search') {
  const site = siteOf(slug);
  const route = parseSearchParams(new URLSearchParams(query));
  const search = firstSearch(route, fixed, { hitsPerPage: HITS_PER_PAGE });
  const { results } = await searchFor(site)(search.countFacet ? [search.hits, search.countFacet] : [search.hits]);
  const [main, countFacet] = results as SearchResponse[];
  return { main: main!, view: firstResultsView(main!, countFacet, { site, route, fixed, path, promos, now }) };
}

/** Every widget of the search page that shapes the search (refinements, ranges, sort, query, page size, page). */
function PageWidgets() {
  useSearchBox();
  usePagination();
  useSortBy({ items: sortKeys.map((key) => ({ value: indices[key], label: key })) });
  return (
    <>
      <Configure hitsPerPage={HITS_PER_PAGE} />
      <VirtualRefinements facets={refinementFacets} />
      {rangeFacets.map((attribute) => <RangeWidget key={attribute} attribute={attribute} />)}
    </>
  );
}
function RangeWidget({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}

function Island({ slug, query, fixed = {}, serverState, children }: { slug: string; query: string; fixed?: FixedRefinements; serverState?: InstantSearchServerState; children: ReactNode }) {
  const site = siteOf(slug);
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch searchClient={{ search: searchFor(site) } as never} indexName={primaryIndexName} initialUiState={routeToUiState(parseSearchParams(new URLSearchParams(query)), fixed)} future={{ preserveSharedStateOnUnmount: true }}>
        <PageWidgets />
        {children}
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

/** What the island draws for an address: the browser's grid, rendered as InstantSearch renders on the server. */
async function islandGridHtml(slug: string, query: string, fixed: FixedRefinements = {}) {
  const site = siteOf(slug);
  const grid = <LiveResultGrid site={site} locale={createLocale(site.locale)} now={now} promos={promos} />;
  const serverState = await getServerState(<Island slug={slug} query={query} fixed={fixed}>{grid}</Island>, { renderToString });
  return renderToString(<Island slug={slug} query={query} fixed={fixed} serverState={serverState}>{grid}</Island>);
}

const cardTitles = (html: string) =>
  [...html.matchAll(/<(?:article|aside) [^>]*>/g)].map(([tag]) => `${/data-testid="([^"]*)"/.exec(tag)?.[1]}:${/aria-label="([^"]*)"/.exec(tag)?.[1]}`);
/** The grid's list (React puts the preloads of priority images before it). */
const gridList = (html: string) => /<ul[\s\S]*<\/ul>/.exec(html)?.[0];

describe('the server-drawn first page of results', () => {
  it.each([
    ['riverside-kia', ''],
    ['riverside-kia', 'sortBy=price-asc&page=2'],
    ['riverside-kia', 'query=sportage'],
    ['riverside-kia', 'price=10000-40000&year=2018-'],
    ['southern-cross-motors', ''],
    ['southern-cross-motors', 'car_type=used&sortBy=latest&page=3'],
    ['southern-cross-motors', 'refinementList[dealership_slug][0]=southern-cross-parramatta&km=-80000'],
    ['southern-cross-motors', 'make=Toyota&make=Kia'],
    ['lone-star-jeep', 'sortBy=price-desc'],
  ])('%s ?%s: the same cards, promos and ad card, in the same order and markup, as the island draws', async (slug, query) => {
    const { view, main } = await serverView(slug, query);
    const [server, island] = [gridList(renderToString(<>{view.grid}</>)), gridList(await islandGridHtml(slug, query))];
    expect(main.hits.length).toBeGreaterThan(0);
    expect(cardTitles(server!)).toEqual(cardTitles(island!));
    expect(server === island, 'the same markup').toBe(true);
  });

  it('a route that fixes a refinement (/search/kia) narrows the first page as the island does', async () => {
    const { view, main } = await serverView('riverside-kia', '', { make: ['Kia'] }, '/search/kia');
    expect(main.nbHits).toBeGreaterThan(0);
    expect(gridList(renderToString(<>{view.grid}</>)) === gridList(await islandGridHtml('riverside-kia', '', { make: ['Kia'] }))).toBe(true);
    expect(renderToString(<>{view.pager}</>)).toContain('href="/search/kia?page=2"');
  });

  it('§4: promo cards are the 8th and 17th cards and the ad card the 9th (southern-cross-motors has one)', async () => {
    const html = renderToString(<>{(await serverView('southern-cross-motors', '')).view.grid}</>);
    const kinds = cardTitles(html).map((entry) => entry.split(':')[0]);
    expect(kinds.length).toBe(HITS_PER_PAGE + 3);
    expect([kinds[7], kinds[8], kinds[16]]).toEqual(['promo-card', 'ad-card', 'promo-card']);
    expect(kinds.filter((kind) => kind === 'car-card').length).toBe(HITS_PER_PAGE);
  });

  it('draws the count, and a pager of real links with the page in the address', async () => {
    const { view, main } = await serverView('southern-cross-motors', 'car_type=used&page=2');
    expect(renderToString(<>{view.count}</>)).toContain(`>${main.nbHits} vehicles found<`);
    const pager = renderToString(<>{view.pager}</>);
    expect(pager).toContain('aria-label="Pagination"');
    expect(pager).toMatch(/href="\/search\?car_type=used" aria-label="Previous page"/);
    expect(pager).toMatch(/href="\/search\?car_type=used&amp;page=3" aria-label="Next page"/);
    expect(pager).toMatch(/aria-label="Page 2" aria-current="page"/);
  });

  it('§4 empty state: no cards, no pager, a count of 0 and what to do next', async () => {
    const { view } = await serverView('riverside-kia', 'make=Nonexistent');
    expect(renderToString(<>{view.grid}</>)).toContain('No vehicles match these filters. Try removing one.');
    expect(renderToString(<>{view.count}</>)).toContain('>0 vehicles found<');
    expect(view.pager).toBeTruthy();
    expect(renderToString(<>{view.pager}</>)).toBe('');
  });

  it.each([[0, 1], [0, 3], [0, 9], [1, 9], [2, 9], [4, 9], [6, 9], [7, 9], [8, 9], [0, 0], [14, 15]])('the pager lists the pages InstantSearch lists (page %i of %i)', (current, total) => {
    expect(pagerPages(current, total)).toEqual(new Paginator({ currentPage: current, total, padding: 2 }).pages());
  });
});

describe('the hand-over to the island (§4)', () => {
  it('hydrates onto the server\'s cards, keeps them until the shopper searches, and then draws the next page itself', async () => {
    const slug = 'riverside-kia';
    const site = siteOf(slug);
    const locale = createLocale(site.locale);
    const { view } = await serverView(slug, '');
    const page = (first: typeof view) => (
      <Island slug={slug} query="">
        <Results site={site} locale={locale} now={now} path="/search" fixed={{}} promos={promos} first={first} />
      </Island>
    );
    const serverState = await getServerState(page(view), { renderToString });
    const withState = (first: typeof view) => <InstantSearchSSRProvider {...serverState}>{page(first)}</InstantSearchSSRProvider>;
    const html = renderToString(withState(view));
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const serverCard = host.querySelector('[data-testid="car-card"]');
    const root = await act(async () => hydrateRoot(host, withState(view)));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // The same DOM node: hydration adopted the server's card instead of drawing its own.
    expect(host.querySelector('[data-testid="car-card"]')).toBe(serverCard);
    const firstPage = cardTitles(host.innerHTML);

    const next = host.querySelector<HTMLAnchorElement>('nav[aria-label="Pagination"] a[aria-label="Next page"]')!;
    expect(next.getAttribute('href')).toBe('/search?page=2');
    window.scrollTo = () => {};
    await act(async () => next.click());
    // The page is asked for after the click's frame is painted, and searched after the next.
    const drawn = () => cardTitles(host.innerHTML).join() !== firstPage.join();
    for (let waited = 0; !drawn() && waited < 5_000; waited += 50) await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const secondPage = cardTitles(host.innerHTML);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);
    expect(host.querySelector('nav[aria-label="Pagination"] a[aria-current="page"]')?.textContent).toBe('2');
    root.unmount();
    host.remove();
  });
});
