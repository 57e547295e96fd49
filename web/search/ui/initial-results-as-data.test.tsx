// @vitest-environment jsdom
import { ServerInsertedHTMLContext } from 'next/navigation';
import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
// react-instantsearch-nextjs's own writer of the results script: the package exports only its index.
// eslint-disable-next-line no-restricted-imports
import { createInsertHTML } from '../../../node_modules/react-instantsearch-nextjs/dist/es/createInsertHTML.js';
import { asInitialResultsData, InitialResultsAsData, INITIAL_RESULTS_ELEMENT_ID, restoreInitialResults } from './initial-results-as-data';

/**
 * InstantSearch's server results go into the page as a data element, not a script the browser runs
 * while reading the page, and come back on `window` exactly as react-instantsearch-nextjs would have
 * put them (README "Page speed", search TBT).
 */

const key = Symbol.for('InstantSearchInitialResults');
const win = window as unknown as Record<symbol, unknown>;

/** The HTML Next would insert for a tree rendered on the server: what its insertHTML callbacks return. */
function insertedHtml(tree: (insert: ReactNode) => ReactNode, inserted: () => ReactNode): string {
  const callbacks: Array<() => ReactNode> = [];
  function Inserter() {
    useContext(ServerInsertedHTMLContext)!(inserted);
    return null;
  }
  renderToString(<ServerInsertedHTMLContext.Provider value={(callback) => callbacks.push(callback)}>{tree(<Inserter />)}</ServerInsertedHTMLContext.Provider>);
  return callbacks.map((callback) => renderToString(<>{callback()}</>)).join('');
}

afterEach(() => {
  delete win[key];
  document.body.innerHTML = '';
});

const results = {
  instant_search: {
    state: { index: 'instant_search', query: 'a </script><script>alert(1)</script>', facets: [], disjunctiveFacets: ['make'] },
    results: [{ hits: [{ objectID: '1', title: 'Kia Sportage & more \u2028 line <b>', price: 32990, tags: ['new'], nested: { a: null } }], nbHits: 1, facets: { make: { Kia: 1 } } }],
    requestParams: [{ hitsPerPage: 21 }],
  },
};

describe('InstantSearch server results as page data (README "Page speed")', () => {
  it('writes them as a JSON data element without a nonce, and the island reads back the same results', () => {
    const html = insertedHtml((insert) => <InitialResultsAsData>{insert}</InitialResultsAsData>, createInsertHTML({ options: { inserted: false }, results, nonce: 'n0nce' }));
    expect(html.startsWith(`<script type="application/json" id="${INITIAL_RESULTS_ELEMENT_ID}">`)).toBe(true);
    expect(html).not.toContain('window[');
    expect(html).not.toContain('nonce');
    // The page's text cannot close the element early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    document.body.innerHTML = html;
    restoreInitialResults();
    expect(win[key]).toEqual(results);
    // Read once: a later island of this visit does not take these results.
    expect(document.getElementById(INITIAL_RESULTS_ELEMENT_ID)).toBeNull();
  });

  it.each([
    ['another inserted script', <script key="s" dangerouslySetInnerHTML={{ __html: 'self.x = 1' }} />],
    ['a style', <style key="s">{'p{}'}</style>],
    ['text', 'plain'],
    ['nothing', null],
  ])('leaves %s that other code inserts as it was', (_name, node) => {
    expect(asInitialResultsData(node)).toBe(node);
  });

  it('is the same tree without Next (the browser): nothing is inserted, the children render', () => {
    expect(renderToString(<InitialResultsAsData>{<p>island</p>}</InitialResultsAsData>)).toBe('<p>island</p>');
  });

  it.each([
    ['no data element (a visit from another page)', '', undefined],
    ['unreadable data', `<script type="application/json" id="${INITIAL_RESULTS_ELEMENT_ID}">{oops</script>`, undefined],
  ])('with %s leaves window as it was', (_name, html, expected) => {
    document.body.innerHTML = html;
    restoreInitialResults();
    expect(win[key]).toBe(expected);
  });
});
