import type { SiteConfig } from '@dealer/tenants';
import { partsIndexName } from '../search/indices';
import { bucketLabel, makeModelSeparator, type Bucket } from '../search/record';
import type { SearchSchema } from '../search/schema';
import type { Part } from './part';

/**
 * The parts index (§2 /parts/search, §7 dealership search "filtered by dealership_id with
 * categories and price"): what a part's record holds, which attributes filter and facet, and the
 * site's mandatory filter. The embedded engine and the Algolia adapter both take this schema, so
 * parts go through the same search port, validation and caps as cars (stock/search README "Limits").
 */

export interface PartRecord {
  objectID: string;
  id: string;
  name: string;
  part_number: string;
  description: string;
  category: string;
  price: number;
  price_range: string | null;
  /** Makes the part fits (an empty list: universal). */
  fitment_make: string[];
  /** `"Kia > Sportage"`, as the cars' make_model; a make-wide fitment lists none. */
  fitment_model: string[];
  image: string;
  dealership_id: string;
  dealership_slug: string;
  [attribute: string]: unknown;
}

/** `price_range` buckets for parts, lower bound inclusive (a floor mat set to a tow bar kit). */
export const partPriceRangeBuckets: readonly Bucket[] = [
  { label: 'Under $50', min: 0, max: 50 },
  { label: '$50 - $100', min: 50, max: 100 },
  { label: '$100 - $250', min: 100, max: 250 },
  { label: '$250 - $500', min: 250, max: 500 },
  { label: '$500 - $1,000', min: 500, max: 1_000 },
  { label: '$1,000+', min: 1_000, max: null },
];

export const partSearchSchema: SearchSchema = {
  attributes: {
    objectID: 'string',
    id: 'string',
    name: 'string',
    part_number: 'string',
    category: 'string',
    price_range: 'string',
    fitment_make: 'strings',
    fitment_model: 'strings',
    dealership_id: 'string',
    dealership_slug: 'string',
    price: 'number',
    custom_rank: 'number',
  },
  facets: ['category', 'price', 'price_range', 'fitment_make', 'fitment_model', 'dealership_id'],
  searchableAttributes: ['name', 'part_number', 'category', 'fitment_make', 'fitment_model', 'description'],
  typoFreeAttributes: ['part_number'],
  // Relevance, then the cheaper part first: custom_rank is the negated price in cents.
  customRankingAttribute: 'custom_rank',
  indices: { [partsIndexName]: null },
};

export function toPartRecord(part: Part): PartRecord {
  return {
    objectID: part.id,
    id: part.id,
    name: part.name,
    part_number: part.part_number,
    description: part.description,
    category: part.category,
    price: part.price,
    price_range: bucketLabel(partPriceRangeBuckets, part.price),
    fitment_make: [...new Set(part.fitment.map((fit) => fit.make))],
    fitment_model: [...new Set(part.fitment.flatMap((fit) => (fit.model ? [`${fit.make}${makeModelSeparator}${fit.model}`] : [])))],
    image: part.image,
    dealership_id: part.dealership_id,
    dealership_slug: part.dealership_slug,
    custom_rank: -Math.round(part.price * 100),
  };
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The site's own dealership ids (§3 site config: dealership_id, dealerships). */
export function siteDealershipIds(site: Pick<SiteConfig, 'dealership_id' | 'dealerships'>): string[] {
  return [...new Set([site.dealership_id, ...site.dealerships.map((dealership) => dealership.id)].filter((id): id is string => Boolean(id)))];
}

/**
 * The filter every parts search of a site carries (§7: filtered by dealership_id): its own
 * dealerships' parts, never another site's. An empty scope would search every dealer: refused.
 */
export function partsMandatoryFilters(site: Pick<SiteConfig, 'dealership_id' | 'dealerships'>): string {
  const ids = siteDealershipIds(site);
  if (ids.length === 0) throw new Error('parts search needs at least one dealership id');
  return ids.length === 1 ? `dealership_id:${quote(ids[0]!)}` : `(${ids.map((id) => `dealership_id:${quote(id)}`).join(' OR ')})`;
}
