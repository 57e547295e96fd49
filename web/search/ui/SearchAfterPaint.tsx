'use client';

import type { InstantSearch } from 'instantsearch.js';
import { useContext } from 'react';
import { InstantSearchServerContext, useInstantSearchContext } from 'react-instantsearch';

/*
 * A shopper's change (a facet, a slider step, a page, the sort) is painted before its search runs
 * (README "Page speed", INP). InstantSearch starts the search in a microtask of the same task as
 * the click, and the search at once re-renders every widget to say it is loading: the click's own
 * frame waited for all of that. Here the click's frame draws only what the click itself changed
 * (the widgets whose state changed), and the search starts once the browser has painted it;
 * loading, results and errors follow as before (§4), a frame later. Several changes before then
 * still make one search.
 */

/** Runs `run` after the next frame is painted, or after `fallbackMs` where frames are not drawn (a hidden tab). */
export function afterNextPaint(run: () => void, fallbackMs = 100): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, fallbackMs);
  requestAnimationFrame(() => setTimeout(once, 0));
}

const deferred = new WeakSet<InstantSearch>();

/** Makes the instance's searches start after the next paint (once per instance, in the browser). */
export function deferSearchesToAfterPaint(search: InstantSearch): void {
  const helper = search.mainHelper;
  if (!helper || deferred.has(search)) return;
  deferred.add(search);
  const searchNow = helper.search;
  let waiting = false;
  helper.search = function searchAfterPaint(this: typeof helper) {
    // The change itself is drawn at once (a ticked box, a chip, the slider's value): only the
    // widgets it changed re-render, as the status stays as it was until the search starts.
    search.scheduleRender(false);
    if (!waiting) {
      waiting = true;
      afterNextPaint(() => {
        waiting = false;
        // A page left meanwhile has no search to run.
        if (search.started) searchNow.call(helper);
      });
    }
    return this;
  };
}

/** Rendered inside InstantSearch: from its first render in the browser, searches wait for the next paint. */
export function SearchAfterPaint() {
  const search = useInstantSearchContext();
  // A server render's search runs at once (there is no frame to wait for).
  const server = useContext(InstantSearchServerContext);
  if (typeof window !== 'undefined' && !server) deferSearchesToAfterPaint(search);
  return null;
}
