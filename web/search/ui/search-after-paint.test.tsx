// @vitest-environment jsdom
import { demoEngine, TEST_NOW } from '@dealer/blocks/testing';
import { primaryIndexName, type SearchRequest } from '@dealer/stock';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { InstantSearch, useInstantSearch, useRefinementList } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { afterNextPaint, SearchAfterPaint } from './SearchAfterPaint';

/**
 * SearchAfterPaint (README "Page speed", INP): a shopper's change is painted before its search
 * runs. Real InstantSearch over the demo stock; `refine` is what a facet's checkbox calls.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === 'riverside-kia')!).config;
const microtasks = async () => {
  for (let round = 0; round < 10; round++) await Promise.resolve();
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('searches start after the next paint (README "Page speed")', () => {
  it('afterNextPaint runs once, after a frame, or after its fallback where no frame comes', async () => {
    const calls: string[] = [];
    afterNextPaint(() => calls.push('frame'));
    await microtasks();
    expect(calls).toEqual([]);
    await wait(150);
    expect(calls).toEqual(['frame']);

    const { requestAnimationFrame } = window;
    window.requestAnimationFrame = () => 0; // a hidden tab draws no frames
    try {
      afterNextPaint(() => calls.push('fallback'), 20);
      await wait(60);
      expect(calls).toEqual(['frame', 'fallback']);
    } finally {
      window.requestAnimationFrame = requestAnimationFrame;
    }
  });

  it('a refinement is drawn at once and searches once, after the paint; the status stays idle until then (§4 loading follows)', async () => {
    const searches: SearchRequest[][] = [];
    const client = { search: (requests: readonly SearchRequest[]) => (searches.push([...requests]), demoEngine().search(scopeRequests(site, requests, TEST_NOW))) };
    let refine: (value: string) => void = () => undefined;
    let status = '';
    function Makes() {
      const list = useRefinementList({ attribute: 'make' });
      refine = list.refine;
      status = useInstantSearch().status;
      return <p>{list.items.map((item) => `${item.label}${item.isRefined ? '*' : ''}`).join(',')}</p>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(
      <InstantSearch searchClient={client as never} indexName={primaryIndexName}>
        <SearchAfterPaint />
        <Makes />
      </InstantSearch>,
    ));
    await act(() => wait(200));
    expect(host.textContent).toContain('Kia');
    const before = searches.length;

    await act(async () => {
      refine('Kia');
      refine('Kia');
      refine('Kia');
      await microtasks();
      // The click's own task: no search yet, nothing says loading.
      expect(searches.length).toBe(before);
      expect(status).toBe('idle');
    });
    // The change itself is drawn before the search: the make is ticked from the state alone.
    expect(host.textContent).toContain('Kia*');
    expect(searches.length).toBe(before);
    await act(() => wait(200));
    // Three changes before the paint, one search; the refinement is drawn from its results.
    expect(searches.length).toBe(before + 1);
    expect(host.textContent).toContain('Kia*');
    await act(async () => root.unmount());
    host.remove();
  });
});
