'use client';

import { Fragment, useEffect, useState } from 'react';
import type { EditList } from './edit-attribute';
import type { OrderedItem } from './optimistic-keys';
import type { OptimisticOrderLive as Live } from './optimistic-order-live';

export type { OrderedItem };

let OptimisticOrderLive: typeof Live | undefined;
const loadLive = () => import('./optimistic-order-live').then((module) => void (OptimisticOrderLive = module.OptimisticOrderLive));

/**
 * Preview only: items in the order Presentation holds while an editor drags them (README "Drag
 * and drop in the preview"). Turbopack sends every client component a route's server code imports,
 * rendered or not (README "Page speed"), so the part that needs `@sanity/visual-editing` is a
 * chunk of its own, fetched after this hydrates. Not `lazy` in a Suspense boundary: React outlines
 * a boundary that holds an image, which would send every block twice.
 */
export function OptimisticOrder(props: EditList & { items: OrderedItem[] }) {
  const loaded = useLoadedAfterHydration(loadLive);
  if (loaded && OptimisticOrderLive) return <OptimisticOrderLive {...props} />;
  return props.items.map((item) => <Fragment key={item.key}>{item.node}</Fragment>);
}

/** Whether `load` (called once, after the first render: the server's and hydration's go without it) has finished. */
export function useLoadedAfterHydration(load: () => Promise<void>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void load().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [load]);
  return loaded;
}
