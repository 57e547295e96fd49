// @vitest-environment jsdom
import { demoEngine, TEST_NOW } from '@dealer/blocks/testing';
import { parseSearchParams, primaryIndexName, type SearchRequest, type SearchResponse } from '@dealer/stock';
import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearch, InstantSearchSSRProvider, useStats, type InstantSearchServerState } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { routeToUiState } from '../ui-state';
import { facetLayout } from '../visible-facets';
import { CurrentRefinements } from './CurrentRefinements';
import { GroupSearchPanel } from './GroupSearchPanel';
import { VirtualRefinements } from './VirtualRefinements';

/**
 * §2 "one parameter per facet" and the dealer filter refinementList[dealership_slug][0]=…: a facet
 * the page shows no widget for still narrows the results, on the server render and after
 * hydration, with a removable chip; the site's mandatory filters still hold. Real InstantSearch,
 * real embedded engine over the demo stock, scoped as /api/search scopes it.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === 'southern-cross-motors')!).config;
const locale = createLocale(site.locale);
const layout = facetLayout(site);
const searchClient = {
  search: (requests: SearchRequest[]) => demoEngine().search(scopeRequests(site, requests, TEST_NOW)),
};

/** The engine's own count for the site with some facet filters: what the page must show. */
async function engineCount(facetFilters: string[][] = []): Promise<number> {
  const [request] = scopeRequests(site, [{ indexName: primaryIndexName, params: { hitsPerPage: 0, facetFilters } }], TEST_NOW);
  return ((await demoEngine().search([request!])).results[0] as SearchResponse).nbHits;
}

function Count() {
  const { nbHits } = useStats();
  return <output data-testid="count">{nbHits}</output>;
}

function App({ query, virtual = true, serverState }: { query: string; virtual?: boolean; serverState?: InstantSearchServerState }) {
  const initialUiState = routeToUiState(parseSearchParams(new URLSearchParams(query)));
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch searchClient={searchClient as never} indexName={primaryIndexName} initialUiState={initialUiState} future={{ preserveSharedStateOnUnmount: true }}>
        {virtual ? <VirtualRefinements facets={layout.hidden} /> : null}
        <GroupSearchPanel site={site} locale={locale} />
        <CurrentRefinements site={site} locale={locale} initialRoute={parseSearchParams(new URLSearchParams(query))} />
        <Count />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

async function serverRender(query: string, virtual = true) {
  const serverState = await getServerState(<App query={query} virtual={virtual} />, { renderToString });
  return { serverState, html: renderToString(<App query={query} virtual={virtual} serverState={serverState} />) };
}

const countIn = (html: string) => Number(/data-testid="count">(\d+)</.exec(html)?.[1]);

describe('§2 dealer filter and §3 search facets from the address (southern-cross-motors, a group)', () => {
  it('§3: the facets with no widget on this site include the dealer link and city', () => {
    expect(layout.hidden).toEqual(expect.arrayContaining(['dealership_slug', 'state', 'tag', 'item_type', 'badge', 'price_range', 'drive']));
    expect(layout.groupPanel).toEqual(['city', 'dealership_name', 'weekly_price_range']);
  });

  it.each([
    ['refinementList[dealership_slug][0]=southern-cross-parramatta', [['dealership_slug:southern-cross-parramatta']]],
    ['refinementList[city][0]=Penrith', [['city:Penrith']]],
    ['state=vic', [['state:vic']]],
    ['item_type=caravan', [['item_type:caravan']]],
  ])('§2 ?%s narrows the server render to the engine\'s count', async (query, facetFilters) => {
    const [all, narrowed] = [await engineCount(), await engineCount(facetFilters)];
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    expect(countIn((await serverRender(query)).html)).toBe(narrowed);
  });

  it('§2: without a widget for it, InstantSearch would drop the dealer filter (why VirtualRefinements exists)', async () => {
    expect(countIn((await serverRender('refinementList[dealership_slug][0]=southern-cross-parramatta', false)).html)).toBe(await engineCount());
  });

  it('§2 demo facts (engine over the demo stock, test clock): Parramatta 130 of the group\'s 309 cars, Penrith 44', async () => {
    expect(await engineCount()).toBe(309);
    expect(await engineCount([['dealership_slug:southern-cross-parramatta']])).toBe(130);
    expect(await engineCount([['city:Penrith']])).toBe(44);
  });

  it.each([
    ['an unknown dealer (another site\'s yard)', 'refinementList[dealership_slug][0]=riverside-kia', 0],
    ['an unknown facet name', 'refinementList[dealership_id][0]=d-rk-1', null],
    ['a 10 KB value', `city=${'x'.repeat(10 * 1024)}`, null],
    ['a control character', 'city=Pen%01rith', null],
  ])('§2 bad input: %s never widens the site\'s stock', async (_name, query, expected) => {
    const count = countIn((await serverRender(query)).html);
    expect(count).toBe(expected ?? (await engineCount()));
  });

  it('§2: the server draws the chip of a refinement from the address, before any script runs', async () => {
    const { html } = await serverRender('refinementList[dealership_slug][0]=southern-cross-parramatta&refinementList[city][0]=Penrith');
    expect(html).toContain('aria-label="Remove filter Dealership: Southern Cross Parramatta"');
    expect(html).toMatch(/data-attribute="city"/);
  });

  it('§2: after hydration the dealer filter still holds and shows a removable chip; removing it shows all the site\'s stock', async () => {
    const query = 'refinementList[dealership_slug][0]=southern-cross-parramatta';
    const { serverState, html } = await serverRender(query);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const root = await act(async () => hydrateRoot(host, <App query={query} serverState={serverState} />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const parramatta = await engineCount([['dealership_slug:southern-cross-parramatta']]);
    expect(Number(host.querySelector('[data-testid="count"]')!.textContent)).toBe(parramatta);
    const remove = host.querySelector<HTMLButtonElement>('[data-attribute="dealership_slug"] button');
    expect(remove?.getAttribute('aria-label')).toBe('Remove filter Dealership: Southern Cross Parramatta');
    await act(async () => remove!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(Number(host.querySelector('[data-testid="count"]')!.textContent)).toBe(await engineCount());
    expect(host.querySelector('[data-attribute="dealership_slug"]')).toBeNull();
    root.unmount();
    host.remove();
  });
});
