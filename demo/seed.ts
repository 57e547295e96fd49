import type { DatabaseExecutor } from '@dealer/db';
import { createCarRepository, importFeed, type ImportSummary } from '@dealer/stock/server';
import { demoStockSites, generateSiteFeed } from './site-feed';

export interface SeedResult {
  cars: number;
  sites: Record<string, ImportSummary>;
}

/**
 * First start: when the cars table is empty, imports each demo site's generated feed through the
 * normal importer (validation, audit rows). Returns null when there was already stock, so a
 * dealer's real feed is never mixed with demo cars.
 */
export async function seedDemoStock(db: DatabaseExecutor, options: { now: Date; seed?: string | number; sites?: readonly string[] }): Promise<SeedResult | null> {
  if ((await createCarRepository(db).countCars()) > 0) return null;
  const result: SeedResult = { cars: 0, sites: {} };
  for (const site of options.sites ?? demoStockSites) {
    const rows = generateSiteFeed(site, { now: options.now, seed: options.seed });
    const { summary, errors } = await importFeed({ db, site, rows, now: options.now, fileName: `demo-seed:${site}` });
    if (errors.length) throw new Error(`Demo stock for ${site} has invalid rows: ${errors.slice(0, 3).map((e) => `row ${e.line}: ${e.errors.join('; ')}`).join(' | ')}`);
    result.sites[site] = summary;
    result.cars += summary.inserted;
  }
  return result;
}
