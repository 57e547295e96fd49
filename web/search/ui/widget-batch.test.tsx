// @vitest-environment jsdom
import { demoEngine, TEST_NOW } from '@dealer/blocks/testing';
import { primaryIndexName, rangeFacets, refinementFacets, type SearchRequest } from '@dealer/stock';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Configure, getServerState, InstantSearch, InstantSearchSSRProvider, useConnector, useInstantSearch, useRange, useRefinementList } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { WidgetBatchEnd, WidgetBatchStart } from './WidgetBatch';

/**
 * WidgetBatch (README "Page speed"): the widgets hydrating in one commit join InstantSearch in one
 * `addWidgets` call. Real InstantSearch over the demo stock, hydrated onto its own server HTML as
 * the search page is; the probe widget counts how often the search parameters of the widgets
 * already added are computed again.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === 'riverside-kia')!).config;

function run(batched: boolean) {
  const searches: SearchRequest[][] = [];
  let probeComputations = 0;
  // A connector of the smallest kind: it counts how often its search parameters are computed.
  type Options = { instantSearchInstance: unknown };
  const probe = (render: (state: object, isFirstRender: boolean) => void) => () => ({
    $$type: 'probe',
    init: ({ instantSearchInstance }: Options) => render({ instantSearchInstance, widgetParams: {} }, true),
    render: ({ instantSearchInstance }: Options) => render({ instantSearchInstance, widgetParams: {} }, false),
    getRenderState: (state: object) => state,
    getWidgetRenderState: () => ({ widgetParams: {} }),
    getWidgetSearchParameters: <T,>(parameters: T) => (probeComputations++, parameters),
    dispose: () => undefined,
  });
  function Probe() {
    useConnector(probe as never);
    return null;
  }
  function Facet({ attribute }: { attribute: string }) {
    const { items } = useRefinementList({ attribute, operator: 'or' });
    return <li data-facet={attribute}>{items.map((item) => `${item.label}:${item.count}`).join(',')}</li>;
  }
  function Range({ attribute }: { attribute: string }) {
    const { range } = useRange({ attribute });
    return <li data-range={attribute}>{`${range.min}-${range.max}`}</li>;
  }
  function Status() {
    return <p data-status>{useInstantSearch().status}</p>;
  }
  const client = { search: (requests: readonly SearchRequest[]) => (searches.push([...requests]), demoEngine().search(scopeRequests(site, requests, TEST_NOW))) };
  const page = (children?: ReactNode) => (
    <InstantSearch searchClient={client as never} indexName={primaryIndexName} initialUiState={{ [primaryIndexName]: { refinementList: { make: ['Kia'] } } }} future={{ preserveSharedStateOnUnmount: true }}>
      {batched ? <WidgetBatchStart /> : null}
      <Probe />
      <Configure hitsPerPage={21} />
      <ul>
        {refinementFacets.map((attribute) => <Facet key={attribute} attribute={attribute} />)}
        {rangeFacets.map((attribute) => <Range key={attribute} attribute={attribute} />)}
      </ul>
      <Status />
      {children}
      {batched ? <WidgetBatchEnd /> : null}
    </InstantSearch>
  );
  return { page, searches, probeComputations: () => probeComputations };
}

async function hydrated(batched: boolean) {
  const { page, searches, probeComputations } = run(batched);
  const serverState = await getServerState(page(), { renderToString });
  const withState = () => <InstantSearchSSRProvider {...serverState}>{page()}</InstantSearchSSRProvider>;
  const host = document.createElement('div');
  host.innerHTML = renderToString(withState());
  const serverHtml = host.innerHTML;
  document.body.append(host);
  const searchesBefore = searches.length;
  const computationsBefore = probeComputations();
  const root = await act(async () => hydrateRoot(host, withState()));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  const figures = { serverHtml, html: host.innerHTML, searchesInBrowser: searches.length - searchesBefore, computations: probeComputations() - computationsBefore };
  root.unmount();
  host.remove();
  return figures;
}

describe('widgets hydrating together join the search together (README "Page speed")', () => {
  it('computes the search parameters once per widget instead of once per widget added, with the same page and no search of its own', async () => {
    const widgets = 1 + 1 + refinementFacets.length + rangeFacets.length;
    const alone = await hydrated(false);
    const together = await hydrated(true);
    // One by one, the probe (added first) is computed again as each later widget joins.
    expect(alone.computations).toBeGreaterThanOrEqual(widgets);
    // Together: once as they join (and once more as InstantSearch takes the server's results, both ways).
    expect(together.computations).toBeLessThanOrEqual(2);
    // The same page, hydrated without a mismatch, and the server's results are used: no search in the browser.
    expect(together.html).toBe(alone.html);
    expect(together.html).toBe(together.serverHtml);
    expect(together.searchesInBrowser).toBe(0);
    expect(alone.searchesInBrowser).toBe(0);
  });
});
