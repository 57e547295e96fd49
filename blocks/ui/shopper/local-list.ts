'use client';

import { useSyncExternalStore } from 'react';

/**
 * A list of ids kept in this browser (§3 "Locally stored": favourites, compare, search history).
 * Each dealer site is its own origin, so lists never mix between sites. The server snapshot is
 * empty, so server and first client render agree (no hydration mismatch).
 */
export interface LocalList {
  key: string;
  limit: number;
  read(): string[];
  toggle(id: string): boolean;
  add(id: string): void;
  remove(id: string): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: string[] = [];

/**
 * The browser's localStorage, or undefined where it is denied: in a third-party iframe (the
 * Studio's preview) or with storage blocked, reading `window.localStorage` itself throws.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createLocalList(key: string, limit: number): LocalList {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: string[] } = { raw: null, value: EMPTY };

  const read = (): string[] => {
    const store = browserStorage();
    if (!store) return EMPTY;
    const raw = store.getItem(key);
    if (raw === cache.raw) return cache.value;
    let value: string[] = EMPTY;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      value = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, limit) : EMPTY;
    } catch {
      value = EMPTY; // a corrupted entry starts over rather than breaking the page
    }
    cache = { raw, value };
    return value;
  };
  const write = (ids: string[]) => {
    try {
      browserStorage()?.setItem(key, JSON.stringify(ids.slice(0, limit)));
    } catch {
      return; // storage full or denied: the list stays as it was
    }
    for (const listener of listeners) listener();
  };
  const list: LocalList = {
    key,
    limit,
    read,
    add: (id) => write([id, ...read().filter((existing) => existing !== id)]),
    remove: (id) => write(read().filter((existing) => existing !== id)),
    toggle(id) {
      const has = read().includes(id);
      if (has) list.remove(id);
      else list.add(id);
      return !has;
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => event.key === key && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
  return list;
}

export function useLocalList(list: LocalList): string[] {
  return useSyncExternalStore(list.subscribe, list.read, () => EMPTY);
}

/** §3 favourited cars, compare list, §9 search history (last 5). */
export const favourites = createLocalList('dealer.favourites', 100);
export const compareList = createLocalList('dealer.compare', 4);
export const searchHistory = createLocalList('dealer.searchHistory', 5);
