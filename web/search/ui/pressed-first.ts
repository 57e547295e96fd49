'use client';

import { useState } from 'react';
import { afterNextPaint } from './SearchAfterPaint';

/*
 * A facet's tick is painted before InstantSearch hears of it (README "Page speed", INP). A refine
 * makes InstantSearch render every widget (25 on the search page) in the click's own task, so the
 * tick waited for all of them. Here the click re-renders only its facet, with the value as pressed;
 * the refine follows once that frame is painted, and the facet shows InstantSearch's state again as
 * soon as InstantSearch renders it.
 */

interface Pressed<Items> {
  /** The items the presses were made on: a render of new items from InstantSearch supersedes them. */
  items: Items;
  values: Map<string, boolean>;
}

/** `checked` reads a value's state with the presses not yet refined; `press` paints one and refines it after the paint. */
export function usePressedFirst<Item extends { value: string; isRefined: boolean }>(items: Item[], refine: (value: string) => void) {
  const [pressed, setPressed] = useState<Pressed<Item[]> | null>(null);
  const current = pressed?.items === items ? pressed.values : undefined;
  const checked = (item: Item) => current?.get(item.value) ?? item.isRefined;
  /** Presses each value in `values` (a single-select change presses two), then refines them after the paint. */
  const press = (...values: string[]) => {
    const next = new Map(current);
    for (const value of values) {
      const item = items.find((candidate) => candidate.value === value);
      next.set(value, !(next.get(value) ?? item?.isRefined ?? false));
    }
    setPressed({ items, values: next });
    afterNextPaint(() => values.forEach(refine));
  };
  return { checked, press };
}
