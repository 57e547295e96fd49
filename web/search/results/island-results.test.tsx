// @vitest-environment jsdom
import { demoEngine, TEST_NOW } from '@dealer/blocks/testing';
import type { Promo } from '@dealer/schemas';
import { indices, parseSearchParams, primaryIndexName, rangeFacets, refinementFacets, sortKeys, type FixedRefinements, type SearchRequest, type SearchResponse } from '@dealer/stock';
import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Configure, getServerState, InstantSearch, InstantSearchSSRProvider, usePagination, useRange, useSearchBox, useSortBy, type InstantSearchServerState } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { routeToUiState } from '../ui-state';
import { Results } from '../ui/Results';
import { VirtualRefinements } from '../ui/VirtualRefinements';

/**
 * The first page of results is drawn by the island from InstantSearch's first search, on the server
 * and again in the browser from the same results sent with the page (README "Page speed"): both
 * must draw the same markup, and later searches draw in place. Real InstantSearch, real embedded
 * engine over the demo stock, scoped as /api/search scopes it.
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

/** The result area for an address, as the island draws it. */
function resultArea(slug: string) {
  const site = siteOf(slug);
  return <Results site={site} locale={createLocale(site.locale)} now={now} path="/search" fixed={{}} promos={promos} />;
}

/** The island's result area for an address: its server HTML, and the results the page carries for the browser. */
async function drawnOnServer(slug: string, query: string, fixed: FixedRefinements = {}, area: ReactNode = resultArea(slug)) {
  const serverState = await getServerState(<Island slug={slug} query={query} fixed={fixed}>{area}</Island>, { renderToString });
  const page = <InstantSearchSSRProvider {...serverState}><Island slug={slug} query={query} fixed={fixed}>{area}</Island></InstantSearchSSRProvider>;
  return { html: renderToString(page), page };
}

/** An element's markup as the DOM holds it, without the text separators server HTML carries (nor the image preloads React hoists into the page's head). */
function markup(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const preload of copy.querySelectorAll('link[rel="preload"]')) preload.remove();
  // Inline styles as the DOM writes them (React's server writes `left:0`, the DOM `left: 0px`).
  for (const styled of copy.querySelectorAll<HTMLElement>('[style]')) styled.setAttribute('style', styled.style.cssText);
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode!.removeChild(comment);
  copy.normalize();
  return copy.innerHTML;
}

const cardTitles = (html: string) =>
  [...html.matchAll(/<(?:article|aside) [^>]*>/g)].map(([tag]) => `${/data-testid="([^"]*)"/.exec(tag)?.[1]}:${/aria-label="([^"]*)"/.exec(tag)?.[1]}`);

describe('the first page of results, drawn by the island on the server', () => {
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
  ])('%s ?%s: the browser draws the same count, cards and pager from the results sent with the page', async (slug, query) => {
    const { html, page } = await drawnOnServer(slug, query);
    const host = document.createElement('div');
    const root = createRoot(host);
    // As at the hand-over: a new tree, drawn from the server's results without searching again.
    await act(async () => root.render(page));
    expect(cardTitles(html).length).toBeGreaterThan(0);
    expect(cardTitles(host.innerHTML)).toEqual(cardTitles(html));
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(markup(host) === markup(server), 'the same markup').toBe(true);
    act(() => root.unmount());
  });

  it('a route that fixes a refinement (/search/kia) narrows the first page and keeps its path in the pager', async () => {
    const site = siteOf('riverside-kia');
    const area = <Results site={site} locale={createLocale(site.locale)} now={now} path="/search/kia" fixed={{ make: ['Kia'] }} promos={promos} />;
    const { html } = await drawnOnServer('riverside-kia', '', { make: ['Kia'] }, area);
    const titles = cardTitles(html).filter((entry) => entry.startsWith('car-card'));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((entry) => entry.includes(' Kia '))).toBe(true);
    expect(html).toContain('href="/search/kia?page=2"');
  });

  it('§4: promo cards are the 8th and 17th cards and the ad card the 9th (southern-cross-motors has one)', async () => {
    const { html } = await drawnOnServer('southern-cross-motors', '');
    const kinds = cardTitles(html).map((entry) => entry.split(':')[0]);
    expect(kinds.length).toBe(HITS_PER_PAGE + 3);
    expect([kinds[7], kinds[8], kinds[16]]).toEqual(['promo-card', 'ad-card', 'promo-card']);
    expect(kinds.filter((kind) => kind === 'car-card').length).toBe(HITS_PER_PAGE);
  });

  it('draws the count, and a pager of real links with the page in the address', async () => {
    const { html } = await drawnOnServer('southern-cross-motors', 'car_type=used&page=2');
    const { results } = await searchFor(siteOf('southern-cross-motors'))([{ indexName: indices.relevant, params: { facetFilters: [['car_type:used']], hitsPerPage: 0 } }]);
    expect(html).toContain(`>${(results[0] as SearchResponse).nbHits} vehicles found<`);
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toMatch(/href="\/search\?car_type=used" aria-label="Previous page"/);
    expect(html).toMatch(/href="\/search\?car_type=used&amp;page=3" aria-label="Next page"/);
    expect(html).toMatch(/aria-label="Page 2" aria-current="page"/);
  });

  it('§4 empty state: no cards, no pager, a count of 0 and what to do next', async () => {
    const { html } = await drawnOnServer('riverside-kia', 'make=Nonexistent');
    expect(html).toContain('No vehicles match these filters. Try removing one.');
    expect(html).toContain('>0 vehicles found<');
    expect(html).not.toContain('aria-label="Pagination"');
    expect(cardTitles(html)).toEqual([]);
  });
});

describe('the hand-over to the island (§4)', () => {
  it('hydrates onto the server\'s cards, keeps them until the shopper searches, and then draws the next page itself', async () => {
    const slug = 'riverside-kia';
    const { html, page } = await drawnOnServer(slug, '');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const serverCard = host.querySelector('[data-testid="car-card"]');
    const root = await act(async () => hydrateRoot(host, page));
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
