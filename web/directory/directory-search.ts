import { SearchEngine } from '@dealer/stock/server';
import type { SearchParams, SearchResponse } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { directoryRecords, directorySearchSchema, stockModels, type DirectoryRecord } from './directory-index';
import { directorySearchRequests, type DirectorySearchState } from './directory-search-state';

export interface DirectoryResult {
  hits: SearchResponse<DirectoryRecord>;
  makes: string[];
  bodies: string[];
  models: string[];
}

/** The makes whose static model list the site shows: the ones it sells (§3 site config). */
export function siteMakes(site: Pick<SiteConfig, 'manufacturer_name' | 'stock_makes' | 'dealerships'>): string[] {
  return [...new Set([site.manufacturer_name, ...site.stock_makes, ...site.dealerships.flatMap((dealership) => dealership.manufacturers)].filter((make): make is string => Boolean(make)))];
}

const sortedKeys = (facet: Record<string, number> | undefined) => Object.keys(facet ?? {}).sort((a, b) => a.localeCompare(b));

/** §2/§7 the directory search for one site: its models indexed by the embedded engine, then searched. */
export async function searchDirectory(
  site: Pick<SiteConfig, 'manufacturer_name' | 'stock_makes' | 'dealerships'>,
  state: DirectorySearchState,
  searchStock: (params: SearchParams) => Promise<SearchResponse>,
): Promise<DirectoryResult> {
  const engine = new SearchEngine<DirectoryRecord>(directoryRecords(siteMakes(site), await stockModels(searchStock)), { schema: directorySearchSchema });
  const [hits, lists, models] = engine.search(directorySearchRequests(state)).results as [SearchResponse<DirectoryRecord>, SearchResponse, SearchResponse];
  return {
    hits,
    makes: sortedKeys(lists.facets?.['manufacturer.name']),
    bodies: sortedKeys(lists.facets?.['model.body']),
    models: sortedKeys(models.facets?.['model.name']),
  };
}
