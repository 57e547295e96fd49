import 'server-only';
import { cache } from 'react';
import { carFromSearchRecord, type Car } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { stockService } from './service';

/** A car slug: URL-safe characters only (derived slugs are lower-case words and hyphens). Anything else is no car. */
const CAR_SLUG = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;
const MAX_SLUG_LENGTH = 160;

export function isCarSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && CAR_SLUG.test(slug);
}

/**
 * One car of this site by its slug, read through the site-scoped search (the same mandatory
 * filters as search: the site's dealerships, the §7 sold window, the §9 visibility rules), so a
 * car of another site or one the site hides is simply not found. Memoised per request, as the
 * page and its metadata both ask.
 */
export const loadVehicle = cache(async (site: SiteConfig, slug: string): Promise<Car | null> => {
  if (!isCarSlug(slug)) return null;
  const response = await (await stockService()).searchOne(site, { filters: `slug:${JSON.stringify(slug)}`, hitsPerPage: 1 });
  const car = carFromSearchRecord(response.hits[0]);
  return car?.slug === slug ? car : null;
});
