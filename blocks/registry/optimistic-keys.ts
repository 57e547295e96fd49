import type { ReactNode } from 'react';
import type { ArrayPath } from './edit-attribute';

/** A server-rendered item of a keyed list, in the order the server rendered it. */
export interface OrderedItem {
  key: string;
  node: ReactNode;
}

type Segment = ArrayPath[number];

function step(value: unknown, segment: Segment): unknown {
  if (typeof segment === 'object') return Array.isArray(value) ? value.find((item: { _key?: unknown }) => item?._key === segment._key) : undefined;
  if (typeof segment === 'number') return Array.isArray(value) ? value[segment] : undefined;
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
}

/**
 * The `_key`s of the keyed array at `path` in a document as the Studio holds it while an editor
 * drags (Presentation's optimistic copy), or undefined when there is no such array.
 */
export function keysAt(document: unknown, path: ArrayPath): string[] | undefined {
  const array = path.reduce<unknown>(step, document);
  if (!Array.isArray(array)) return undefined;
  return array.flatMap((item: { _key?: unknown }) => (typeof item?._key === 'string' ? [item._key] : []));
}

/**
 * Items in the order of `keys`. An item whose key is gone was removed in the Studio and is dropped;
 * a key with no item (added in the Studio, not rendered yet) waits for the server's next render.
 */
export function orderByKeys<T extends { key: string }>(items: readonly T[], keys: readonly string[]): T[] {
  const byKey = new Map(items.map((item) => [item.key, item]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}
