// @vitest-environment jsdom
import { demoEngine, TEST_NOW } from '@dealer/blocks/testing';
import { primaryIndexName, type SearchRequest } from '@dealer/stock';
import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { InstantSearch, useInstantSearch } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { MakeFacet } from './MakeFacet';
import { RefinementFacet } from './RefinementFacet';
import { SearchAfterPaint } from './SearchAfterPaint';

/**
 * A facet's tick is painted before InstantSearch hears of it (README "Page speed", INP): the real
 * facets inside real InstantSearch over the demo stock.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === 'southern-cross-motors')!).config;
const locale = createLocale(site.locale);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a facet paints its tick before it refines (README "Page speed", INP)', () => {
  it.each([
    ['make (checkbox)', 'make', false],
    ['make (single-select §4)', 'make', true],
    ['fuel (checkbox)', 'fuel', false],
    ['fuel (single-select §4)', 'fuel', true],
  ] as const)('%s', async (_name, attribute, single) => {
    const searches: SearchRequest[][] = [];
    const client = { search: (requests: readonly SearchRequest[]) => (searches.push([...requests]), demoEngine().search(scopeRequests(site, requests, TEST_NOW))) };
    let refined: () => string[] = () => [];
    function Refined() {
      const { indexUiState } = useInstantSearch();
      refined = () => indexUiState.refinementList?.[attribute] ?? [];
      return null;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(
      <InstantSearch searchClient={client as never} indexName={primaryIndexName}>
        <SearchAfterPaint />
        <Refined />
        {attribute === 'make' ? (
          <MakeFacet title="Make" locale={locale} single={single} />
        ) : (
          <RefinementFacet attribute="fuel" title="Fuel" locale={locale} {...(single ? { single: { anyLabel: 'Any' } } : {})} />
        )}
      </InstantSearch>,
    ));
    await act(() => wait(200));
    const boxes = () => [...host.querySelectorAll<HTMLInputElement>('input[value]:not([value=""])')];
    const [first, second] = boxes();
    expect(first && second).toBeTruthy();
    const before = searches.length;

    // The click's own frame: ticked, not yet refined, no search.
    await act(async () => first!.click());
    expect(first!.checked).toBe(true);
    expect(refined()).toEqual([]);
    expect(searches.length).toBe(before);

    // After the paint: refined, one search, still ticked from InstantSearch's state.
    await act(() => wait(300));
    expect(refined()).toEqual([first!.value]);
    expect(searches.length).toBe(before + 1);
    expect(boxes().find((box) => box.value === first!.value)!.checked).toBe(true);

    // A second value: single-select replaces the first; a checkbox adds to it.
    const next = boxes().find((box) => box.value === second!.value)!;
    await act(async () => next.click());
    expect(next.checked).toBe(true);
    await act(() => wait(300));
    expect([...refined()].sort()).toEqual(single ? [second!.value] : [first!.value, second!.value].sort());
    await act(async () => root.unmount());
    host.remove();
  });
});
