import { buildSearchLookups, toSearchRecord, type SearchRecord } from '@dealer/stock';
import { buildCar, scenarioCounts, type BuildContext, type DealerProfile, type DemoCarRow, type FinanceProvider, type Outlet, type Scenario } from './build-car';
import { jeepRamModels, kiaModels, mercedesModels, toyotaModels, usedMixModels, type Model } from './catalogue';
import { searchTestSites, type DealerSite } from './dealer-sites';
import { createRandom } from './prng';

/**
 * Stock for the search tests and the benchmark, from the same car generator as the demo feeds:
 * `count` cars spread over many dealer sites (bigger and smaller dealers, franchise and used-car
 * yards, caravans), about 8% of them carrying one of the §4 special cases. Deterministic for
 * (count, seed, now), and the first n cars of a bigger set are the cars of the set of n.
 */

/** Fixed so the stock never depends on the clock; tests compute the sold window from it. */
export const DEALER_STOCK_NOW = new Date('2026-06-01T00:00:00Z');

export interface DealerStockOptions {
  now?: Date;
  /** The dealer sites to spread the cars over (default `searchTestSites`). */
  sites?: readonly DealerSite[];
}

const everyCarModel: readonly Model[] = [...new Set([...kiaModels, ...toyotaModels, ...jeepRamModels, ...usedMixModels, ...mercedesModels])];
const modelsByMake = new Map<string, Model[]>();
for (const model of everyCarModel) modelsByMake.set(model.make, [...(modelsByMake.get(model.make) ?? []), model]);

/** One list per distinct set of makes, so the builder's model pools are shared between dealers. */
const rangeCache = new Map<string, readonly Model[]>();
function modelsFor(makes: readonly string[]): readonly Model[] {
  const key = makes.join('|');
  let models = rangeCache.get(key);
  if (!models) {
    const mine = makes.flatMap((make) => modelsByMake.get(make) ?? []);
    rangeCache.set(key, (models = mine.length ? mine : everyCarModel));
  }
  return models;
}

interface Dealer {
  outlet: Outlet;
  kind: 'car' | 'caravan';
  usedYard: boolean;
  profile: DealerProfile;
}

function dealersOf(sites: readonly DealerSite[], seed: string | number): Dealer[] {
  const rng = createRandom(`dealer-stock/${seed}/providers`);
  return sites.flatMap((site) =>
    site.dealerships.flatMap((dealership) => {
      const location = site.locations.find((candidate) => candidate.dealership_slug === dealership.slug);
      if (!location) return [];
      const makes = dealership.manufacturers;
      const outlet: Outlet = { dealershipSlug: dealership.slug, dealershipId: dealership.id, dealershipName: dealership.name, location };
      const profile: DealerProfile = {
        market: 'AU',
        currency: 1,
        provider: rng.pick(['taurus', 'angle', 'manual', 'powertorque', 'ausloans'] as const) as FinanceProvider,
        typeMix: makes.length ? [['new', 50], ['demo', 10], ['used', 40]] : [['used', 95], ['demo', 5]],
        models: modelsFor(makes),
        certifiedUsed: makes.includes('Toyota'),
        dealerLine: `${dealership.name} is a family-owned dealer.`,
        warrantyLine: 'Finance and warranty available.',
      };
      const kind = makes.length > 0 && makes.every((make) => make === 'Jayco') ? 'caravan' : 'car';
      return [{ outlet, kind, usedYard: makes.length === 0, profile }];
    }),
  );
}

const scenarioOrder = Object.keys(scenarioCounts) as Scenario[];
const carOnly: readonly Scenario[] = ['testDriveOnly', 'preorder'];

/** `count` cars over the dealers of `sites`. */
export function generateDealerStock(count: number, seed: string | number = 1, options: DealerStockOptions = {}): DemoCarRow[] {
  const now = options.now ?? DEALER_STOCK_NOW;
  const dealers = dealersOf(options.sites ?? searchTestSites, seed);
  // Dealers differ in size: a used-car yard or a big franchise holds several times a small one's stock.
  const sizes = createRandom(`dealer-stock/${seed}/sizes`);
  const weights = dealers.map((dealer) => [dealer, (dealer.usedYard ? 1.5 : dealer.kind === 'caravan' ? 0.4 : 1) * (0.3 + sizes.next() * 2.7)] as const);
  const rng = createRandom(`dealer-stock/${seed}`);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const contexts = new Map<Dealer, BuildContext>(dealers.map((dealer) => [dealer, { rng, nowSeconds, nowYear: now.getUTCFullYear(), profile: dealer.profile, lite: true }]));
  const rows: DemoCarRow[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const dealer = rng.weighted(weights);
    const special = rng.chance(0.08) ? scenarioOrder[index % scenarioOrder.length] : undefined;
    const scenario = dealer.kind === 'caravan' && special && carOnly.includes(special) ? undefined : special;
    const id = `s-${String(index + 1).padStart(6, '0')}`;
    rows[index] = buildCar(contexts.get(dealer)!, { index, id, kind: dealer.kind, scenario }, dealer.outlet);
  }
  return rows;
}

/** The same cars as search records, with the sites' dealership and location lookups. */
export function generateSearchRecords(count: number, seed: string | number = 1, options: DealerStockOptions = {}): SearchRecord[] {
  const lookups = buildSearchLookups(options.sites ?? searchTestSites);
  return generateDealerStock(count, seed, options).map((car) => toSearchRecord(car, lookups));
}
