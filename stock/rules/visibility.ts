import type { SiteConfig } from '@dealer/tenants';
import type { Car } from '../car/car';
import type { SortKey } from '../search/indices';

/**
 * Which cars a site lists (§4 car status, §7 sold-car window filter, §9 per-site stock visibility).
 * The rule is written once, as a list of clauses that each carry both an Algolia filter and the
 * same test on a car, so `isListed` (in memory) and `mandatoryFilters` (in the search engine)
 * cannot drift apart.
 */

const SECONDS_PER_DAY = 86_400;

export type VisibilityCar = Pick<
  Car,
  'status' | 'sold' | 'sold_date_timestamp' | 'show_on_dealer_website' | 'car_type' | 'photos_count' | 'price' | 'dealership_slug'
>;
export type VisibilitySite = Pick<SiteConfig, 'dealership_slug' | 'dealerships' | 'stockVisibility'>;

export interface ListingOptions {
  now: Date;
  /** The shopper's sort; §9 adds price > 0 on some sites when sorting by lowest price. */
  sort?: SortKey;
  /** The dealerships whose stock the site shows; defaults to the site's own. */
  dealershipSlugs?: readonly string[];
}

/** §4: a car counts as sold when flagged sold or its status is sold. */
export function isSold(car: Pick<Car, 'sold' | 'status'>): boolean {
  return car.sold || car.status === 'sold';
}

/** §4: in_stock and coming_soon count as available; a car flagged sold is not, whatever its status. */
export function isAvailable(car: Pick<Car, 'sold' | 'status'>): boolean {
  return !isSold(car) && (car.status === 'in_stock' || car.status === 'coming_soon');
}

/** §7: the sold window's cutoff in unix seconds, `days` (include_sold_cars_days) before now. */
export function soldCutoffSeconds(now: Date, days: number): number {
  return Math.floor(now.getTime() / 1000) - days * SECONDS_PER_DAY;
}

/** §4/§7: sold within the window means sold_date_timestamp is after the cutoff. */
export function isSoldWithinWindow(
  car: Pick<Car, 'sold_date_timestamp'>,
  site: Pick<SiteConfig, 'stockVisibility'>,
  { now }: { now: Date },
): boolean {
  const cutoff = soldCutoffSeconds(now, site.stockVisibility.include_sold_cars_days);
  return car.sold_date_timestamp !== null && car.sold_date_timestamp > cutoff;
}

interface Clause {
  /** Algolia `filters` syntax: one term, or an OR group in parentheses. */
  filter: string;
  holds: (car: VisibilityCar) => boolean;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`);

/** The site's own dealerships, the default scope of its stock (§3 site config: dealership_slug, dealerships). */
export function siteDealershipSlugs(site: Pick<SiteConfig, 'dealership_slug' | 'dealerships'>): string[] {
  return [...new Set([site.dealership_slug, ...site.dealerships.map((dealership) => dealership.slug)])];
}

function listingClauses(site: VisibilitySite, options: ListingOptions): Clause[] {
  const slugs = [...new Set(options.dealershipSlugs ?? siteDealershipSlugs(site))];
  // An empty scope would list every dealer's stock: refuse rather than leak another site's cars.
  if (slugs.length === 0) throw new Error('mandatory stock filters need at least one dealership slug');
  const rules = site.stockVisibility;
  const cutoff = soldCutoffSeconds(options.now, rules.include_sold_cars_days);
  const soldInWindow = (car: VisibilityCar) => car.sold_date_timestamp !== null && car.sold_date_timestamp > cutoff;

  const clauses: Clause[] = [
    { filter: anyOf(slugs.map((slug) => `dealership_slug:${quote(slug)}`)), holds: (car) => slugs.includes(car.dealership_slug) },
    // §7 verbatim: in_stock or coming_soon, or sold within the window.
    {
      filter: `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${cutoff})`,
      holds: (car) => car.status === 'in_stock' || car.status === 'coming_soon' || soldInWindow(car),
    },
    // §4: a car flagged sold (even if its status still says in_stock) is listed only inside the window.
    { filter: `(sold:false OR sold_date_timestamp > ${cutoff})`, holds: (car) => !car.sold || soldInWindow(car) },
    { filter: 'show_on_dealer_website:true', holds: (car) => car.show_on_dealer_website },
  ];
  // §9 per-site rules.
  const types = [...new Set(rules.carTypes)];
  if (types.length < 3) {
    clauses.push({ filter: anyOf(types.map((type) => `car_type:${type}`)), holds: (car) => types.includes(car.car_type) });
  }
  if (rules.inStockOnly) clauses.push({ filter: 'status:in_stock', holds: (car) => car.status === 'in_stock' });
  if (rules.requirePhotos) clauses.push({ filter: 'photos_count > 0', holds: (car) => car.photos_count > 0 });
  if (rules.priceAboveZeroWhenSortingByPriceAsc && options.sort === 'price-asc') {
    clauses.push({ filter: 'price > 0', holds: (car) => car.price > 0 });
  }
  return clauses;
}

/** §4/§7/§9: whether the site lists this car. */
export function isListed(car: VisibilityCar, site: VisibilitySite, options: ListingOptions): boolean {
  return listingClauses(site, options).every((clause) => clause.holds(car));
}

/** §7/§9: the site-wide filters every stock search must carry, ANDed, in Algolia `filters` syntax. */
export function mandatoryFilters(site: VisibilitySite, options: ListingOptions): string {
  return listingClauses(site, options)
    .map((clause) => clause.filter)
    .join(' AND ');
}
