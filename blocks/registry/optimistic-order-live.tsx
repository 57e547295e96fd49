'use client';

import { useOptimistic } from '@sanity/visual-editing/react';
import { Fragment, useCallback, useMemo } from 'react';
import type { ArrayPath, EditList } from './edit-attribute';
import { keysAt, orderByKeys, type OrderedItem } from './optimistic-keys';

/**
 * Preview only, and loaded only there (OptimisticOrder.tsx imports it lazily, so shoppers never
 * download Sanity's visual-editing code): server-rendered items (a page's blocks, a list's
 * entries) put in the order the Studio holds while an editor drags them in Presentation, before
 * the server renders the saved order. Outside Presentation `useOptimistic` returns the server's
 * order unchanged.
 */
export function OptimisticOrderLive({ documentId, arrayPath, items }: EditList & { items: OrderedItem[] }) {
  const keys = useOptimisticKeys(documentId, arrayPath, items);
  return orderByKeys(items, keys).map((item) => <Fragment key={item.key}>{item.node}</Fragment>);
}

/** The keys of `items` as Presentation's optimistic copy of the document orders them. */
export function useOptimisticKeys(documentId: string, arrayPath: ArrayPath, items: readonly { key: string }[]): string[] {
  // useOptimistic compares the passthrough by identity: a new array on every render would loop.
  const joined = items.map((item) => item.key).join('\n');
  const serverKeys = useMemo(() => (joined ? joined.split('\n') : []), [joined]);
  const path = JSON.stringify(arrayPath);
  const reducer = useCallback(
    (keys: string[], action: { id: string; document: unknown }) => (action.id === documentId ? (keysAt(action.document, JSON.parse(path)) ?? keys) : keys),
    [documentId, path],
  );
  return useOptimistic<string[], unknown>(serverKeys, reducer);
}
