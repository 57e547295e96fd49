import 'server-only';
import { carFromSearchRecord, type Car } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { stockService } from './service';

/** Ids per search: hitsPerPage is the count, and an OR filter of 100 long ids stays well within the filter length limit. */
const IDS_PER_SEARCH = 100;
const MAX_FILTER_CHARS = 8_000;

/** `ids` in groups whose `objectID:"a" OR objectID:"b"` filter stays short. */
export function idFilters(ids: readonly string[]): { filters: string; count: number }[] {
  const groups: { filters: string; count: number }[] = [];
  let clauses: string[] = [];
  let length = 0;
  for (const id of new Set(ids)) {
    const clause = `objectID:${JSON.stringify(id)}`;
    if (clauses.length > 0 && (clauses.length >= IDS_PER_SEARCH || length + clause.length + 4 > MAX_FILTER_CHARS)) {
      groups.push({ filters: clauses.join(' OR '), count: clauses.length });
      clauses = [];
      length = 0;
    }
    clauses.push(clause);
    length += clause.length + 4;
  }
  if (clauses.length > 0) groups.push({ filters: clauses.join(' OR '), count: clauses.length });
  return groups;
}

/**
 * One car of this site by id, through the site-scoped search (the same mandatory filters as
 * search), or null for a car the site does not list now: another site's, hidden, sold past the
 * window. What every write about a car (a reservation, a watchlist save, an order) checks first.
 */
export async function listedCar(site: SiteConfig, id: string): Promise<Car | null> {
  const { hits } = await (await stockService()).searchOne(site, { filters: `objectID:${JSON.stringify(id)}`, hitsPerPage: 1 });
  return carFromSearchRecord(hits[0]) ?? null;
}

/**
 * This site's cars by id (a watchlist, the cars of enquiries), through the site-scoped search:
 * a car the site no longer lists (sold past the window, hidden, another site's) is simply absent
 * from the map, and the page shows it as no longer listed.
 */
export async function carsById(site: SiteConfig, ids: readonly string[]): Promise<Map<string, Car>> {
  const groups = idFilters(ids);
  if (groups.length === 0) return new Map();
  const stock = await stockService();
  const answers = await Promise.all(groups.map(({ filters, count }) => stock.searchOne(site, { filters, hitsPerPage: count })));
  const cars = new Map<string, Car>();
  for (const { hits } of answers) {
    for (const hit of hits) {
      const car = carFromSearchRecord(hit);
      if (car) cars.set(car.id, car);
    }
  }
  return cars;
}
