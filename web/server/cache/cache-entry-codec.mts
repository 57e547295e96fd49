/**
 * Next's cache entries as text for Redis, and back (README "Running many instances"). A page's RSC
 * payload and a route's body are Buffers and a page's segments a Map of Buffers, which plain JSON
 * would turn into arrays of numbers or empty objects: they travel as tagged objects instead.
 * Text that is not such an entry (another program's key, a truncated write, a format from another
 * version) throws, and the handler treats it as a miss.
 */
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';

const BUFFER = '$buffer';
const MAP = '$map';
/** The kinds Next hands a `cacheHandler` (images have their own cache). */
const KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES', 'FETCH', 'REDIRECT']);

/** What is stored under an entry's key: Next's value, when it was stored, and its tags. */
export interface StoredEntry extends CacheHandlerValue {
  /** The tags the entry was stored with (a lookup's `tags`); a page's tags travel in its headers. */
  tags?: string[];
}

function encode(value: unknown): unknown {
  if (value instanceof Uint8Array) return { [BUFFER]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record[BUFFER] === 'string') return Buffer.from(record[BUFFER], 'base64');
  if (keys.length === 1 && Array.isArray(record[MAP])) return new Map((record[MAP] as [string, unknown][]).map(([key, item]) => [key, decode(item)]));
  return Object.fromEntries(keys.map((key) => [key, decode(record[key])]));
}

export function encodeEntry(entry: StoredEntry): string {
  return JSON.stringify(encode(entry));
}

/** The entry stored as `text`; throws when the text is not one. */
export function decodeEntry(text: string): StoredEntry {
  const entry = decode(JSON.parse(text)) as Partial<StoredEntry> | null;
  const kind = (entry?.value as { kind?: unknown } | null | undefined)?.kind;
  if (typeof entry?.lastModified !== 'number' || typeof kind !== 'string' || !KINDS.has(kind)) throw new Error('not a Next cache entry');
  if (entry.tags !== undefined && !(Array.isArray(entry.tags) && entry.tags.every((tag) => typeof tag === 'string'))) throw new Error('cache entry tags are not strings');
  return entry as StoredEntry;
}
