import { demoStockProfiles, findSiteDefinition, type DemoStockProfile, type SiteDefinition } from '@dealer/tenants';
import { buildCar, scenarioCounts, type DealerProfile, type DemoCarRow, type FinanceProvider, type Market, type Outlet, type Scenario } from './build-car';
import { catalogueRanges, jeepRamModels, kiaModels, toyotaModels, usedMixModels } from './catalogue';
import { createRandom, type Random } from './prng';

/**
 * Deterministic demo feeds: the same site, `now` and seed always give the same feed, byte for
 * byte. What each site stocks is data in `@dealer/tenants` (`demoStockProfiles`); the market,
 * currency and finance provider come from the site definition.
 */

export interface GenerateOptions {
  now: Date;
  seed?: string | number;
}

/** The demo sites that have generated stock, in seeding order. */
export const demoStockSites: readonly string[] = Object.keys(demoStockProfiles);

/** NZ prices are the AUD catalogue price converted; AU and US (Jeep/Ram in USD) are as listed. */
const currencyOf: Record<Market, number> = { AU: 1, NZ: 1.09, US: 1 };

interface SiteStock extends DealerProfile {
  idPrefix: string;
  count: number;
  caravanShare: number;
  outletFor(rng: Random, kind: 'car' | 'caravan'): Outlet;
}

function outletsOf(site: SiteDefinition): Outlet[] {
  const result: Outlet[] = [];
  for (const location of site.locations) {
    if (location.location_type !== 'sales') continue;
    const dealership = site.dealerships.find((d) => d.slug === location.dealership_slug);
    if (!dealership) continue;
    result.push({
      dealershipSlug: dealership.slug,
      dealershipId: dealership.id,
      dealershipName: dealership.name,
      location: {
        id: location.id,
        name: location.name,
        slug: location.slug,
        phone: location.phone,
        address: { street: location.address.street, city: location.address.city, state: location.address.state, postcode: location.address.postcode },
      },
    });
  }
  if (result.length === 0) throw new Error(`Site ${site.slug} has no sales location`);
  return result;
}

/** A site without a profile: stock for its makes (or a used mix), spread over its dealerships. */
function genericProfile(site: SiteDefinition): Omit<DemoStockProfile, 'catalogue'> & Pick<DealerProfile, 'models'> {
  const makes = new Set((site.stock_makes ?? []).map((make) => make.toLowerCase()));
  const mine = [...kiaModels, ...toyotaModels, ...jeepRamModels, ...usedMixModels].filter((m) => makes.has(m.make.toLowerCase()));
  return {
    idPrefix: site.slug.split('-').map((part) => part[0]).join('').slice(0, 4),
    count: 240,
    typeMix: [['new', 40], ['demo', 10], ['used', 50]],
    models: mine.length ? mine : usedMixModels,
    caravanShare: makes.has('jayco') ? 0.15 : 0,
    certifiedUsed: false,
    placement: 'spread',
    dealerLine: `${site.name} has a great range of vehicles ready for you today.`,
    warrantyLine: 'Finance and extended warranty available. Trade-ins welcome.',
  };
}

function siteStock(site: SiteDefinition): SiteStock {
  const outlets = outletsOf(site);
  const profile = demoStockProfiles[site.slug];
  const { models, ...stock } = profile ? { ...profile, models: catalogueRanges[profile.catalogue] } : genericProfile(site);
  const market: Market = site.locale === 'en-US' ? 'US' : site.locale === 'en-NZ' ? 'NZ' : 'AU';
  const first = outlets[0]!;
  const caravanYards = outlets.filter((o) => o.dealershipSlug === stock.caravanDealership);
  const carYards = outlets.filter((o) => o.dealershipSlug !== stock.caravanDealership);
  return {
    ...stock,
    models,
    market,
    currency: currencyOf[market],
    provider: (site.finance_provider as FinanceProvider | undefined) ?? 'manual',
    outletFor:
      stock.placement === 'first-sales-location'
        ? () => first
        : (rng, kind) => rng.pick(kind === 'caravan' ? (caravanYards.length ? caravanYards : outlets) : carYards.length ? carYards : outlets),
  };
}

/** Which car gets which special case: distinct random indices, fixed by the seed. */
function planScenarios(rng: Random, kinds: ('car' | 'caravan')[]): Map<number, Scenario> {
  const plan = new Map<number, Scenario>();
  const free = kinds.map((_, i) => i);
  const carOnly: Scenario[] = ['testDriveOnly', 'preorder'];
  for (const scenario of Object.keys(scenarioCounts) as Scenario[]) {
    let wanted = scenarioCounts[scenario];
    for (const index of rng.sample(free, free.length)) {
      if (wanted === 0) break;
      if (plan.has(index)) continue;
      if (carOnly.includes(scenario) && kinds[index] === 'caravan') continue;
      plan.set(index, scenario);
      wanted--;
    }
  }
  // A couple of caravans always carry a case too (sold, coming soon), when the site has caravans.
  const caravans = kinds.flatMap((kind, i) => (kind === 'caravan' && !plan.has(i) ? [i] : []));
  const caravanCases: Scenario[] = ['soldRecent', 'comingSoon', 'belowMarket'];
  for (const [i, index] of rng.sample(caravans, caravanCases.length).entries()) plan.set(index, caravanCases[i]!);
  return plan;
}

/**
 * A realistic feed for one demo site: a few hundred cars for its dealerships and locations, with
 * every special case the spec names (see `Scenario`). Deterministic for (siteSlug, now, seed).

/**
 * A realistic feed for one demo site: a few hundred cars for its dealerships and locations, with
 * every special case the spec names (see `Scenario`). Deterministic for (siteSlug, now, seed).
 */
export function generateSiteFeed(siteSlug: string, options: GenerateOptions): DemoCarRow[] {
  const site = findSiteDefinition(siteSlug);
  if (!site) throw new Error(`Unknown site: ${siteSlug}`);
  const stock = siteStock(site);
  const rng = createRandom(`${siteSlug}/${options.seed ?? 1}`);
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  const ctx = { rng, nowSeconds, nowYear: options.now.getUTCFullYear(), profile: stock, lite: false };

  const kinds = Array.from({ length: stock.count }, () => (rng.chance(stock.caravanShare) ? ('caravan' as const) : ('car' as const)));
  const scenarios = planScenarios(rng.fork('scenarios'), kinds);
  const rows: DemoCarRow[] = [];
  for (let index = 0; index < stock.count; index++) {
    const kind = kinds[index]!;
    const id = `${stock.idPrefix}-${String(index + 1).padStart(5, '0')}`;
    const carRng = rng.fork(id); // one stream per car: changing one car's draws leaves the others alone
    const outlet = stock.outletFor(carRng, kind);
    rows.push(buildCar({ ...ctx, rng: carRng }, { index, id, kind, scenario: scenarios.get(index) }, outlet));
  }
  return rows;
}
