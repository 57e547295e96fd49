'use client';

import { ServerInsertedHTMLContext } from 'next/navigation';
import { isValidElement, useContext, useMemo, type ReactElement, type ReactNode } from 'react';

/*
 * InstantSearch's server results (about 43 KB on a demo search page) go into the page as data, not as
 * a script (README "Page speed", search TBT). react-instantsearch-nextjs writes them as
 * `<script>window[Symbol.for("InstantSearchInitialResults")] = {…}</script>`, which the browser
 * parses and runs while it reads the page, though only the search island reads them, once it is
 * drawn after load (DeferredSearchExperience). As `<script type="application/json">` the browser
 * only stores the text; the island puts them back on `window` just before it is drawn.
 */

const initialResultsKey = Symbol.for('InstantSearchInitialResults');
const scriptPrefix = 'window[Symbol.for("InstantSearchInitialResults")] = ';
/** The data element's id (one InstantSearch per page). */
export const INITIAL_RESULTS_ELEMENT_ID = 'instantsearch-initial-results';

type InlineScript = ReactElement<{ dangerouslySetInnerHTML?: { __html?: unknown } }>;

/** InstantSearch's results script as a data element (same escaped JSON, no nonce: it never runs); anything else as it was. */
export function asInitialResultsData(node: ReactNode): ReactNode {
  if (!isValidElement(node) || node.type !== 'script') return node;
  const html = (node as InlineScript).props.dangerouslySetInnerHTML?.__html;
  if (typeof html !== 'string' || !html.startsWith(scriptPrefix)) return node;
  // The JSON is escaped for HTML already (`<`, `>`, `&`, U+2028/9 as \u escapes), which JSON.parse reads back.
  return <script type="application/json" id={INITIAL_RESULTS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: html.slice(scriptPrefix.length) }} />;
}

/** Around InstantSearchNext: on the server, its inserted results script is written as data. */
export function InitialResultsAsData({ children }: { children: ReactNode }) {
  const insertHTML = useContext(ServerInsertedHTMLContext);
  const asData = useMemo(() => (insertHTML ? (callback: () => ReactNode) => insertHTML(() => asInitialResultsData(callback())) : null), [insertHTML]);
  return <ServerInsertedHTMLContext.Provider value={asData}>{children}</ServerInsertedHTMLContext.Provider>;
}

/**
 * Before the island's first render in the browser: the page's results data back where InstantSearchNext
 * reads it. The element is removed, so a later island of this visit does not take results of another
 * page (as InstantSearchNext clears the global once read). A page without it is left as it is.
 */
export function restoreInitialResults(doc: Document = document, win: Window = window): void {
  const element = doc.getElementById(INITIAL_RESULTS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    (win as unknown as Record<symbol, unknown>)[initialResultsKey] = JSON.parse(element.textContent ?? '');
  } catch {
    // Unreadable data: the island searches for itself, as on a visit from another page.
  }
}
