/**
 * The indices of the car search, spelled once: the primary index (relevance, then custom rank)
 * and one sort replica per §9 sort option. Everything else (the engine's orderings, the Algolia
 * settings, the HTTP protocol, the URL codec, the web's sort menu, the blocks) derives from here.
 * These names are logical: the Algolia adapter alone turns them into physical index names.
 */

export interface SortRule {
  attribute: string;
  direction: 'asc' | 'desc';
}

export const primaryIndexName = 'Car_production';

/**
 * §9 sort options by the key a URL carries (`?sortBy=price-asc`), in menu order: the index that
 * answers each (the primary, or a replica named by its suffix) and how it orders hits.
 */
const sortOptions = {
  relevant: { suffix: '', order: null },
  latest: { suffix: '_created_at_desc', order: { attribute: 'created_at_timestamp', direction: 'desc' } },
  'price-desc': { suffix: '_price_desc', order: { attribute: 'price', direction: 'desc' } },
  'price-asc': { suffix: '_price_asc', order: { attribute: 'price', direction: 'asc' } },
} as const satisfies Record<string, { suffix: string; order: SortRule | null }>;

export type SortKey = keyof typeof sortOptions;
type IndexOf<K extends SortKey> = `${typeof primaryIndexName}${(typeof sortOptions)[K]['suffix']}`;
/** A logical index name: `Car_production` or one of its sort replicas. */
export type IndexName = IndexOf<SortKey>;

export const sortKeys = Object.keys(sortOptions) as SortKey[];

/** The sort-key-to-index map: `indices.relevant` is the primary, the others its replicas. */
export const indices = Object.fromEntries(
  sortKeys.map((key) => [key, `${primaryIndexName}${sortOptions[key].suffix}`]),
) as { readonly [K in SortKey]: IndexOf<K> };

/** Every index name, primary first (a tuple, so `z.enum` takes it). */
export const indexNames = sortKeys.map((key) => indices[key]) as [IndexName, ...IndexName[]];

/** How each index orders hits: `null` is relevance (the search schema's `indices`). */
export const indexOrders = Object.fromEntries(sortKeys.map((key) => [indices[key], sortOptions[key].order])) as Readonly<
  Record<IndexName, SortRule | null>
>;

export function isIndexName(name: string): name is IndexName {
  return (indexNames as readonly string[]).includes(name);
}

/** The sort key an index answers (undefined for a name that is not one of ours). */
export function sortKeyOfIndex(name: string): SortKey | undefined {
  return sortKeys.find((key) => indices[key] === name);
}

/**
 * §2 /parts/search: the parts and accessories index, beside the cars' (§4: a separate search state).
 * One index, ordered by relevance then name; its schema is `partSearchSchema` (stock/parts). Logical,
 * like the car indices: the Algolia adapter names it physically (`physicalIndexName`).
 */
export const partsIndexName = 'Part_production';
export type PartsIndexName = typeof partsIndexName;
export const partsIndexNames = [partsIndexName] as const;
