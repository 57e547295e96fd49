'use client';

import type { IndexWidget, Widget } from 'instantsearch.js';
import { useContext, useLayoutEffect } from 'react';
import { InstantSearchServerContext, useInstantSearchContext, useRSCContext } from 'react-instantsearch';

/*
 * The widgets hydrating in one commit join the search together, not one at a time.
 *
 * Each widget hook adds its widget in a layout effect of its own, and each `addWidgets` call
 * recomputes the search parameters of every widget added so far: with the search page's 25 or so
 * widgets that is about 300 computations, each building several SearchParameters, a long task at
 * hydration (README "Page speed"). Between `<WidgetBatchStart />` (rendered before every widget)
 * and `<WidgetBatchEnd />` (after them), the main index queues what is added and adds it in one
 * call from the end's layout effect: the same widgets in the same order, in the same commit,
 * before InstantSearch's own effects run. Only the first commit is batched; later widgets are
 * added as InstantSearch adds them.
 */

interface Batch {
  pending: Widget[];
  done: boolean;
  add: IndexWidget['addWidgets'];
}

const batches = new WeakMap<IndexWidget, Batch>();

/** From now on the index queues the widgets added to it, until `endBatch`. */
function startBatch(index: IndexWidget) {
  if (batches.has(index)) return;
  const batch: Batch = { pending: [], done: false, add: index.addWidgets };
  batches.set(index, batch);
  index.addWidgets = function addWidgets(this: IndexWidget, widgets) {
    if (batch.done) return batch.add.call(this, widgets);
    batch.pending.push(...(widgets as Widget[]));
    return this;
  };
}

/** Adds what was queued in one call, and the index adds widgets itself again. */
function endBatch(index: IndexWidget) {
  const batch = batches.get(index);
  if (!batch || batch.done) return;
  batch.done = true;
  index.addWidgets = batch.add;
  const widgets = batch.pending.splice(0);
  if (widgets.length) index.addWidgets(widgets);
}

/** Rendered first inside InstantSearch: from now until the end's effect, the main index queues its widgets. */
export function WidgetBatchStart() {
  const index = useInstantSearchContext().mainIndex;
  const server = useContext(InstantSearchServerContext);
  const waitingForServerResults = useRSCContext()?.waitForResultsRef?.current?.status === 'pending';
  // On a server render widgets join during render, for the server's search, and no effect runs:
  // only a render in the browser, where widgets join in their effects, is batched.
  if (typeof window !== 'undefined' && !server && !waitingForServerResults) startBatch(index);
  return null;
}

/** Rendered last inside InstantSearch: its layout effect runs after every widget's, and adds them at once. */
export function WidgetBatchEnd() {
  const index = useInstantSearchContext().mainIndex;
  useLayoutEffect(() => endBatch(index), [index]);
  return null;
}
