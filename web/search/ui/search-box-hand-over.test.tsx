// @vitest-environment jsdom
import { demoEngine, TEST_NOW } from '@dealer/blocks/testing';
import { primaryIndexName, type SearchRequest } from '@dealer/stock';
import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { InstantSearch } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { SearchBox } from './SearchBox';
import { holdSearchIslandEvents, SEARCH_ISLAND_ATTRIBUTE, searchIslandHandedOver } from './search-hand-over';

/**
 * The search island is drawn when wanted (README "Page speed"): what a shopper typed into the
 * server's search box meanwhile is put into the island's own, and stays there once the island's
 * effects have run (the box follows InstantSearch's query only when that query changes).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === 'riverside-kia')!).config;
const locale = createLocale(site.locale);
const client = { search: (requests: readonly SearchRequest[]) => demoEngine().search(scopeRequests(site, requests, TEST_NOW)) };

function HandedOver() {
  useLayoutEffect(() => searchIslandHandedOver(), []);
  return null;
}

function Island({ handOver }: { handOver: boolean }) {
  return (
    <div {...{ [SEARCH_ISLAND_ATTRIBUTE]: '' }}>
      <InstantSearch searchClient={client as never} indexName={primaryIndexName}>
        <SearchBox locale={locale} />
        {handOver ? <HandedOver /> : null}
      </InstantSearch>
    </div>
  );
}

describe('the search box keeps what was typed before the island was drawn (README "Page speed")', () => {
  it('a letter typed into the server\'s box is in the island\'s box after its effects, and more letters add to it', async () => {
    // The server's HTML: the island's own markup (InstantSearch draws nothing here without its SSR provider).
    const drawn = document.createElement('div');
    const drawing = createRoot(drawn);
    await act(async () => drawing.render(<Island handOver={false} />));
    const server = document.createElement('div');
    server.innerHTML = drawn.innerHTML;
    await act(async () => drawing.unmount());
    document.body.append(server);
    holdSearchIslandEvents();
    const serverField = server.querySelector<HTMLInputElement>('input[type="search"]')!;
    serverField.focus();
    serverField.value = 'T';

    // The island is drawn in the server HTML's place.
    server.remove();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Island handOver />));
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    const field = host.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(field.value).toBe('T');
    expect(document.activeElement).toBe(field);

    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'To');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field.value).toBe('To');
    await act(async () => root.unmount());
  });
});
