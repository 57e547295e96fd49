import { findSiteDefinition, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { expirePageTags } from '../cache/page-tag-expiry.mts';
import { stockTag } from './tags';

/**
 * The `stock:{site}` tags a stock change touches: the named site's and every site that shows one of
 * its dealerships (a group site); every site's for a change without a site (an order, a
 * reservation, a full reindex), whose cars may be on any of them.
 */
export function stockTagsOfChange(site: string | null): string[] {
  const definition = site ? findSiteDefinition(site) : undefined;
  if (!definition) return siteDefinitions.map((other) => stockTag(other.slug));
  const dealerships = new Set(resolveSiteConfig(definition).config.dealerships.map((dealership) => dealership.slug));
  return siteDefinitions
    .filter((other) => other.slug === definition.slug || resolveSiteConfig(other).config.dealerships.some((dealership) => dealerships.has(dealership.slug)))
    .map((other) => stockTag(other.slug));
}

/**
 * Expires this instance's stock pages kept by the front door (README "Page speed", "Pages answered
 * from the front door"): called wherever this instance's index takes a change, its own or one a
 * change notice brought (README "Stock coherence"), so every instance drops its own copies.
 */
export function expireStockPages(site: string | null): void {
  expirePageTags(stockTagsOfChange(site));
}
