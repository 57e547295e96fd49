import { deriveSlug, carImagePath, type Car, type CarImageBody, type CarStatus, type CarType, type FinanceLender } from '@dealer/stock';
import { equipmentPool, jaycoModels, paintNames, type Badge, type CaravanModel, type Model, type Segment, type SimpleFuel, type Transmission } from './catalogue';
import type { Random } from './prng';

/**
 * The one demo car generator: builds one car (or caravan) from a dealer profile, an outlet and a
 * seeded random stream. The demo sites' feeds (`site-feed.ts`) and the search test and benchmark
 * stock (`dealer-stock.ts`) are both made here. Rows use the §3 field names, exactly as a dealer's
 * feed would send them, so they go through the same importer (and parseCar) as real feeds.
 */

/** A generated row: every §3 field present, already in the shape parseCar returns (so also a valid feed row). */
export type DemoCarRow = Car;

export type Market = 'AU' | 'NZ' | 'US';
export type FinanceProvider = 'taurus' | 'angle' | '360_finance' | 'manual' | 'powertorque' | 'ausloans' | 'nissan_finance';

export interface Outlet {
  dealershipSlug: string;
  dealershipId: string;
  dealershipName: string;
  location: {
    id: string;
    name: string;
    slug: string;
    phone: string;
    address: { street: string; city: string; state: string; postcode: string };
  };
}

/** The special cases every demo feed must contain (spec sections in brackets). */
export type Scenario =
  | 'soldRecent' // §4 sold window: sold within include_sold_cars_days (3)
  | 'soldOld' // sold before the window: not listed
  | 'comingSoon' // §4 status coming_soon
  | 'reserved' // §4 tag priority 3
  | 'priceZero' // §4 no-price text
  | 'preorder' // §4 PREORDER
  | 'testDriveOnly' // §3 tag, §9 tracking event 17
  | 'noPhotos' // §9 photos_count above 0 rule, §2 new-arrival placeholder
  | 'hidden' // show_on_dealer_website false
  | 'newArrival' // §4 new tag: created within 8 days
  | 'belowMarket' // §4 price more than $499 under the market price
  | 'nearMarket' // within $499 of the market price: no indicator
  | 'reduced' // §4 was-price
  | 'noComparisonRate'; // §5 finance hidden without a comparison rate

/** How many cars of a demo site's feed carry each case (the search test stock spreads them evenly instead). */
export const scenarioCounts: Record<Scenario, number> = {
  soldRecent: 4,
  soldOld: 5,
  comingSoon: 6,
  reserved: 5,
  priceZero: 4,
  preorder: 3,
  testDriveOnly: 4,
  noPhotos: 4,
  hidden: 2,
  newArrival: 12,
  belowMarket: 10,
  nearMarket: 3,
  reduced: 10,
  noComparisonRate: 3,
};

/** What a dealer's stock looks like: its market, finance, mix of car types and model range. */
export interface DealerProfile {
  market: Market;
  /** Catalogue prices are AUD (Jeep/Ram USD); multiply to get this market's price. */
  currency: number;
  provider: FinanceProvider;
  typeMix: readonly (readonly [CarType, number])[];
  models: readonly Model[];
  certifiedUsed: boolean;
  /** Paragraph about the dealer for dealer comments. */
  dealerLine: string;
  warrantyLine: string;
}

export const DAY = 86_400;

/**
 * §3 `file` (history report): where a demo car's report is, a PDF the web app makes from the car's
 * own record (GET /api/cars/{slug}/history-report.pdf), never an outside address.
 */
export function historyReportPath(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/history-report.pdf`;
}

/** §2 Car History Report: one in three of the used cars of a demo feed has one (by its place in the feed, not a random draw, so no other value moves). */
export function hasHistoryReport(carType: CarType, index: number, lite: boolean): boolean {
  return !lite && carType === 'used' && index % 3 === 0;
}

export interface BuildContext {
  rng: Random;
  nowSeconds: number;
  nowYear: number;
  profile: DealerProfile;
  /** Benchmark cars skip the long texts to stay fast. */
  lite: boolean;
}

export const transLabel: Record<Transmission, (gears: number) => string> = {
  auto: (gears) => `${gears} Speed Automatic`,
  manual: (gears) => `${gears} Speed Manual`,
  cvt: () => 'Continuous Variable',
  dct: (gears) => `${gears} Speed Auto Dual Clutch`,
  reduction: () => '1 Speed Reduction Gear',
};
const fuelLabel: Record<SimpleFuel, string> = {
  Petrol: 'Petrol - Unleaded ULP',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid Petrol/Electric',
  'Plug-in Hybrid': 'Plug-in Hybrid Petrol/Electric',
  Electric: 'Electric',
};
const vinPrefix: Record<string, string> = {
  Kia: 'KNA', Toyota: 'JTM', Jeep: '1C4', Ram: '3C6', Mazda: 'JM0', Ford: 'MPB', Hyundai: 'KMH', Volkswagen: 'WVW',
  Mitsubishi: 'MMB', Nissan: 'JN1', Subaru: 'JF1', Tesla: 'LRW', MG: 'LSJ', Jayco: '6H9',
};
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function randomChars(rng: Random, alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rng.next() * alphabet.length)];
  return out;
}

function regoPlate(rng: Random, state: string, market: Market): string {
  const digits = (n: number) => randomChars(rng, '0123456789', n);
  const letters = (n: number) => randomChars(rng, LETTERS, n);
  if (market === 'NZ') return letters(3) + digits(3);
  if (market === 'US') return letters(3) + digits(4);
  if (state === 'VIC') return digits(1) + letters(2) + digits(1) + letters(2);
  if (state === 'NSW') return letters(2) + digits(2) + letters(2);
  return digits(3) + letters(3); // QLD
}

function roundPrice(value: number, market: Market): number {
  const thousands = Math.max(1, Math.round(value / 1000));
  return thousands * 1000 - (market === 'US' ? 5 : 10);
}

function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

function ymd(seconds: number): string {
  return isoDate(seconds).slice(0, 10);
}

/** Monthly repayment of an amortised loan, in whole dollars (§5: payments rounded to whole dollars). */
function monthlyPayment(principal: number, annualRate: number, months: number): number {
  const r = annualRate / 100 / 12;
  if (r === 0) return Math.round(principal / months);
  return Math.round((principal * r) / (1 - Math.pow(1 + r, -months)));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function financeFor(ctx: BuildContext, price: number, carType: CarType, withComparison: boolean): Record<string, FinanceLender> {
  const { rng } = ctx;
  const rate = round2(carType === 'new' ? rng.float(5.99, 8.49) : carType === 'demo' ? rng.float(6.99, 8.99) : rng.float(8.38, 13.49));
  const comparisonRate = round2(rate + rng.float(0.3, 1.4));
  const disclaimer =
    'Repayments are indicative only and not a binding quote. Based on a 5 year $30,000 comparison loan; approved applicants only. Fees and charges apply.';
  const base = { interestRate: rate, ...(withComparison ? { comparisonRate } : {}), disclaimer };
  switch (ctx.profile.provider) {
    case 'taurus': {
      const deposit = Math.round(price * 0.1); // §9 Taurus assumes a 10% deposit
      const month = monthlyPayment(price - deposit, rate, 60);
      return { taurus: { ...base, deposit, termMonths: 60, termYears: 5, paymentMonth: month, paymentWeek: Math.round((month * 12) / 52), balloon: 0 } };
    }
    case 'angle': {
      const terms: Record<string, number> = {};
      for (const months of [36, 48, 60]) terms[`term${months}`] = Math.round((monthlyPayment(price, rate, months) * 12) / 52);
      const month = monthlyPayment(price, rate, 60);
      return { angle: { ...base, deposit: 0, termYears: 5, termMonths: 60, paymentMonth: month, paymentWeek: Math.round((month * 12) / 52), balloon: 0, ...terms } };
    }
    case 'nissan_finance':
    case 'manual': {
      const deposit = ctx.profile.market === 'US' ? Math.round(price * 0.1) : 0;
      const months = ctx.profile.market === 'US' ? 72 : 60;
      const month = monthlyPayment(price - deposit, rate, months);
      return { [ctx.profile.provider]: { ...base, deposit, termMonths: months, termYears: months / 12, paymentMonth: month, paymentWeek: Math.round((month * 12) / 52) } };
    }
    default: {
      const month = monthlyPayment(price, rate, 60);
      return { [ctx.profile.provider]: { ...base, termMonths: 60, termYears: 5, paymentMonth: month, paymentWeek: Math.round((month * 12) / 52) } };
    }
  }
}

function equipmentFor(rng: Random, model: Model, badgeIndex: number, fuel: SimpleFuel, lite: boolean): string[] {
  const tier = model.segment === 'luxury' || model.segment === 'performance' ? 2 : Math.min(2, badgeIndex);
  const items = rng.sample(equipmentPool.base, lite ? 6 : rng.int(8, 12));
  if (tier >= 1) items.push(...rng.sample(equipmentPool.mid, lite ? 3 : rng.int(4, 8)));
  if (tier >= 2) items.push(...rng.sample(equipmentPool.high, lite ? 3 : rng.int(4, 8)));
  if (fuel === 'Electric' || fuel === 'Plug-in Hybrid') items.push(...rng.sample(equipmentPool.ev, lite ? 2 : rng.int(3, 5)));
  if (model.body === 'ute' || model.body === 'cabChassis') items.push(...rng.sample(equipmentPool.ute, lite ? 2 : rng.int(2, 5)));
  return items;
}

/** 12345 -> "12,345" (Intl is too slow for 100,000 cars). */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function commentsFor(ctx: BuildContext, facts: { title: string; paint: string; carType: CarType; km: number; equipment: string[]; certified: boolean }): string | null {
  const { rng } = ctx;
  const distance = ctx.profile.market === 'US' ? `${thousands(Math.round(facts.km / 1.609344))} miles` : `${thousands(facts.km)} km`;
  const opening =
    facts.carType === 'new'
      ? `Brand new ${facts.title} in ${facts.paint}, ready for delivery.`
      : facts.carType === 'demo'
        ? `Ex-demonstrator ${facts.title} in ${facts.paint} with only ${distance}, balance of new car warranty.`
        : `This ${facts.title} in ${facts.paint} has travelled ${distance} and comes with a full service history.`;
  const highlights = `Highlights include ${facts.equipment.slice(0, 5).join(', ')} and more.`;
  const paragraphs = [opening, highlights];
  if (!ctx.lite) {
    if (facts.certified) paragraphs.push('Toyota Certified: 90 point inspection, 1 year roadside assist and a full vehicle history report.');
    paragraphs.push(ctx.profile.warrantyLine);
    if (rng.chance(0.5)) paragraphs.push(ctx.profile.dealerLine);
  }
  return paragraphs.join('|'); // §5: pipes separate paragraphs
}

interface CarPlan {
  index: number;
  id: string;
  kind: 'car' | 'caravan';
  scenario?: Scenario;
  certified?: boolean;
}

function pickCarType(ctx: BuildContext, scenario: Scenario | undefined): CarType {
  if (scenario === 'preorder') return 'new';
  if (scenario === 'testDriveOnly') return ctx.rng.chance(0.5) ? 'demo' : 'new';
  if (scenario === 'belowMarket' || scenario === 'nearMarket' || scenario === 'reduced') return ctx.rng.chance(0.8) ? 'used' : 'demo';
  return ctx.rng.weighted(ctx.profile.typeMix);
}

function lastYear(model: Model, nowYear: number): number {
  return model.current ? Math.max(model.years[1], nowYear) : model.years[1];
}

/** How often a segment shows up in stock (medium SUVs and utes sell most; halo cars least). */
const segmentShare: Record<Segment, number> = {
  light: 1,
  small: 1.3,
  medium: 1.8,
  large: 1.2,
  people: 0.8,
  ute: 1.5,
  van: 0.6,
  performance: 0.35,
  luxury: 0.45,
  ev: 0.55,
  caravan: 1,
};

const modelPools = new WeakMap<readonly Model[], Map<string, readonly (readonly [Model, number])[]>>();

function pickModel(ctx: BuildContext, wantNew: boolean): Model {
  const models = ctx.profile.models;
  let pools = modelPools.get(models);
  if (!pools) modelPools.set(models, (pools = new Map()));
  const key = `${wantNew}/${ctx.nowYear}`;
  let pool = pools.get(key);
  if (!pool) {
    const eligible = wantNew ? models.filter((m) => m.current && m.years[0] <= ctx.nowYear) : models;
    pool = (eligible.length ? eligible : models).map((m) => [m, segmentShare[m.segment]] as const);
    pools.set(key, pool);
  }
  return ctx.rng.weighted(pool);
}

function pickYear(ctx: BuildContext, model: Model, carType: CarType): number {
  const { rng, nowYear } = ctx;
  const newest = Math.min(lastYear(model, nowYear), nowYear);
  const oldest = Math.max(model.years[0], nowYear - 14);
  if (carType === 'new') return newest;
  if (carType === 'demo') return Math.max(oldest, newest - (rng.chance(0.3) ? 1 : 0));
  const age = 1 + Math.floor(Math.pow(rng.next(), 1.5) * 11);
  return Math.min(newest, Math.max(oldest, nowYear - age));
}

/** One car of the plan at this outlet: a caravan or a vehicle. */
export function buildCar(ctx: BuildContext, plan: CarPlan, outlet: Outlet): DemoCarRow {
  return plan.kind === 'caravan' ? buildCaravan(ctx, plan, outlet) : buildVehicle(ctx, plan, outlet);
}

const placeUrls = new WeakMap<Outlet, string>();
const sharedPlacements = new WeakMap<Outlet, ReturnType<typeof placementOf>>();

/** The dealership and location fields of a car at this outlet (shared, frozen, for the benchmark set). */
function commonPlacement(outlet: Outlet, shared = false) {
  if (!shared) return placementOf(outlet);
  let placement = sharedPlacements.get(outlet);
  if (!placement) sharedPlacements.set(outlet, (placement = deepFreeze(placementOf(outlet))));
  return placement;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function placementOf(outlet: Outlet) {
  const { location } = outlet;
  let placeUrl = placeUrls.get(outlet);
  if (!placeUrl) {
    const { street, city, state, postcode } = location.address;
    placeUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${city} ${state} ${postcode}`)}`;
    placeUrls.set(outlet, placeUrl);
  }
  return {
    dealership_slug: outlet.dealershipSlug,
    dealership_id: outlet.dealershipId,
    location_id: location.id,
    city: location.address.city,
    state: location.address.state,
    location: {
      name: location.name,
      phone: location.phone,
      slug: location.slug,
      address: {
        id: `addr-${location.id}`,
        street: location.address.street,
        city: location.address.city,
        state: location.address.state,
        postcode: location.address.postcode,
        place_url: placeUrl,
        place_id: null,
      },
      distribution_locations: [],
    },
  };
}

function photos(ctx: BuildContext, body: CarImageBody, colour: string, count: number) {
  const urls = Array.from({ length: count }, (_, i) => carImagePath(body, colour, i + 1));
  return {
    photos_count: count,
    images: urls.map((image_url) => ({ image_url })),
    thumbnails: urls,
    primary_image_url: urls[0] ?? null,
  };
}

function createdAtSeconds(ctx: BuildContext, scenario: Scenario | undefined): number {
  const { rng, nowSeconds } = ctx;
  // Spread over the last 120 days, more of it recent (stock turns over); §4 new tag within 8 days.
  const daysAgo = scenario === 'newArrival' ? rng.float(0.05, 7.5) : 0.2 + Math.pow(rng.next(), 1.2) * 119.5;
  return Math.floor(nowSeconds - daysAgo * DAY);
}

function applyStatus(ctx: BuildContext, scenario: Scenario | undefined, createdAt: number) {
  const { rng, nowSeconds } = ctx;
  let status: CarStatus = 'in_stock';
  let sold = false;
  let soldAt: number | null = null;
  if (scenario === 'soldRecent') {
    status = 'sold';
    sold = true;
    soldAt = Math.floor(nowSeconds - rng.float(0.05, 2.5) * DAY); // inside the 3-day window (§4)
  } else if (scenario === 'soldOld') {
    status = 'sold';
    sold = true;
    soldAt = Math.floor(nowSeconds - rng.float(4, 40) * DAY); // outside it
  } else if (scenario === 'comingSoon' || scenario === 'preorder') {
    status = 'coming_soon';
  } else if (rng.chance(0.01)) {
    status = 'others';
  }
  const created = soldAt !== null ? Math.min(createdAt, soldAt - Math.floor(rng.float(3, 60) * DAY)) : createdAt;
  return { status, sold, sold_date_timestamp: soldAt, created_at: isoDate(created) };
}

function marketPrices(ctx: BuildContext, price: number, scenario: Scenario | undefined) {
  const { rng } = ctx;
  let average: number;
  if (scenario === 'belowMarket') average = price + rng.int(6, 40) * 100; // at least $600 above price
  else if (scenario === 'nearMarket') average = price + rng.int(1, 4) * 100; // within $499
  else average = Math.round((price * rng.float(0.93, 1.1)) / 10) * 10;
  // NZ and US feeds only carry a national average (the indicator falls back to it).
  const state = ctx.profile.market === 'AU' ? Math.round((average * (scenario ? 1 : rng.float(0.98, 1.03))) / 10) * 10 : null;
  return { state_average_market_price: state, average_market_price: average };
}

function buildVehicle(ctx: BuildContext, plan: CarPlan, outlet: Outlet): DemoCarRow {
  const { rng, nowSeconds, profile } = ctx;
  const scenario = plan.scenario;
  let carType = pickCarType(ctx, scenario);
  const model = pickModel(ctx, carType !== 'used');
  if (carType !== 'used' && !model.current) carType = 'used';
  const certified = plan.certified === true || (profile.certifiedUsed && carType === 'used' && rng.chance(0.7));
  if (certified) carType = 'used';
  const badgeIndex = rng.int(0, model.badges.length - 1);
  const badge: Badge = model.badges[badgeIndex]!;
  let year = pickYear(ctx, model, carType);
  if (certified) year = Math.max(year, ctx.nowYear - 6); // Toyota Certified: up to 6 years old
  const age = Math.max(0, ctx.nowYear - year);

  const fuel = badge.fuel ?? model.fuel;
  const trans = badge.trans ?? model.trans;
  const gears = badge.gears ?? (badge.trans && badge.trans !== model.trans ? (trans === 'auto' ? 8 : trans === 'dct' ? 7 : 6) : model.gears);
  const engine = badge.engine === undefined ? model.engine : badge.engine;
  const body = badge.body ?? model.body;
  const drive = badge.drive ?? model.drive;
  const cylinders = badge.cylinders ?? (fuel === 'Electric' ? 0 : model.cylinders);
  const turbo = badge.turbo ?? model.turbo;
  const doors = badge.doors ?? (body === 'sedan' ? 4 : body === 'convertible' || body === 'coupe' ? 2 : model.doors);
  const [paint, colour] = rng.pick(paintNames[model.make] ?? paintNames.default!);

  const perYear = profile.market === 'US' ? 19_000 : 14_500;
  const km =
    carType === 'new' ? rng.int(5, 60) : carType === 'demo' ? rng.int(500, 9500) : Math.max(2500 * Math.max(age, 1), Math.round(rng.around(perYear * Math.max(age, 0.6), perYear * 0.45 * Math.max(age, 1))));

  const newPrice = badge.price * profile.currency * (1 + (year - 2024) * 0.02);
  let price =
    carType === 'new'
      ? roundPrice(newPrice, profile.market)
      : carType === 'demo'
        ? roundPrice(newPrice * rng.float(0.86, 0.94), profile.market)
        : roundPrice(Math.max(6000, newPrice * Math.pow(0.87, age) * Math.min(1.1, Math.max(0.7, 1 - (km - perYear * age) / 500_000)) * rng.float(0.94, 1.06)), profile.market);
  if (scenario === 'priceZero' || scenario === 'preorder') price = 0;

  const createdAt = createdAtSeconds(ctx, scenario);
  const status = applyStatus(ctx, scenario, createdAt);
  const buildYearMonth = `${String(rng.int(1, 12)).padStart(2, '0')}/${carType === 'new' ? Math.min(year, ctx.nowYear) : year}`;
  const title = `${year} ${model.make} ${model.model} ${badge.name}`;
  const equipment = equipmentFor(rng, model, badgeIndex, fuel, ctx.lite);
  const photoCount = scenario === 'noPhotos' ? 0 : ctx.lite ? rng.int(2, 4) : rng.int(4, 9);
  const tag =
    scenario === 'testDriveOnly'
      ? 'Test Drive Only'
      : scenario
        ? null
        : rng.weighted<string | null>([
            [null, 86],
            ['Low Kms', carType === 'used' && km < perYear * age * 0.6 ? 6 : 0],
            ['One Owner', carType === 'used' ? 3 : 0],
            ['Just Arrived', 2],
            ['Run-out Sale', carType === 'new' && !model.current ? 3 : carType === 'demo' ? 2 : 0],
            ['Test Drive Only', carType === 'demo' ? 3 : 0],
          ]);
  const reduced = scenario === 'reduced' || (!scenario && carType !== 'new' && rng.chance(0.06));
  const priced = price > 500;
  const withFinance = priced && status.status !== 'sold';
  const autograb = price > 0 && carType !== 'new' && (scenario === 'belowMarket' || scenario === 'nearMarket' || rng.chance(0.75));
  const nvic = profile.market === 'AU' && carType !== 'new';
  const regoState = outlet.location.address.state;
  const transKind = trans === 'manual' ? 'Manual' : 'Automatic';
  const engineLitres = engine === null ? null : Math.round(engine * 10) / 10;
  const length = model.size[0] + rng.int(-10, 10);
  const consumption = fuel === 'Electric' ? null : round2((fuel === 'Hybrid' ? 3.6 : fuel === 'Plug-in Hybrid' ? 1.8 : 3.4) + (engineLitres ?? 0) * (fuel === 'Diesel' ? 1.5 : 1.9) + rng.float(-0.3, 0.5));

  const slug = deriveSlug({ year, make: model.make, model: model.model, id: plan.id });
  const row: DemoCarRow = {
    id: plan.id,
    slug,
    name: title,
    year,
    make: model.make,
    model: model.model,
    badge: badge.name,
    series: model.series,
    car_type: carType,
    item_type: null,
    ...status,
    show_on_dealer_website: scenario !== 'hidden',
    price,
    before_price: reduced && price > 0 ? price + rng.int(1, 5) * 1000 : null,
    offer_price: carType === 'new' && price > 0 && !scenario && rng.chance(0.05) ? price - rng.int(2, 6) * 500 : null,
    subscription_price: fuel === 'Electric' && carType === 'new' && profile.market === 'AU' && price > 0 && rng.chance(0.3) ? Math.round(price / 220) : null,
    price_type:
      price === 0
        ? null
        : profile.market === 'US'
          ? carType === 'new'
            ? 'MSRP'
            : 'Internet Price'
          : profile.market === 'NZ'
            ? carType === 'new'
              ? '+ORC'
              : 'Drive Away'
            : carType === 'new' && rng.chance(0.2)
              ? 'Excl. Government Charges'
              : 'Drive Away',
    preorder: scenario === 'preorder',
    km,
    stocknum: `${plan.id.split('-')[0]!.toUpperCase()}${String(10_000 + plan.index)}`,
    vin: (vinPrefix[model.make] ?? 'ZZZ') + randomChars(rng, VIN_CHARS, 14),
    regplate: carType === 'new' ? null : regoPlate(rng, regoState, profile.market),
    rego_expiry: carType === 'new' ? null : ymd(nowSeconds + rng.int(-30, 330) * DAY),
    compliance_date: buildYearMonth,
    build_date: buildYearMonth,
    colour,
    simple_body: body,
    simple_transmission: transKind,
    simple_fuel: fuel,
    fuel: fuelLabel[fuel],
    trans: transLabel[trans](gears),
    drive,
    seats: model.seats,
    doors,
    engine_size: engineLitres === null ? null : `${engineLitres.toFixed(1)}L`,
    views: Math.floor(Math.pow(rng.next(), 2) * 1500),
    tag,
    reserved: scenario === 'reserved',
    certified,
    ...photos(ctx, body, colour, photoCount),
    file: hasHistoryReport(carType, plan.index, ctx.lite) ? historyReportPath(slug) : null,
    payment_processors: profile.market !== 'US' && carType !== 'new' && rng.chance(0.6) ? ['stripe'] : [],
    dealercomments: ctx.lite || rng.chance(0.94) ? commentsFor(ctx, { title, paint, carType, km, equipment, certified }) : null,
    carsales_title: `${title} ${transKind === 'Manual' ? 'Man' : 'Auto'} ${drive}`,
    private_suburb: null,
    private_postcode: null,
    standardEquipment: equipment,
    manufacturer_body: model.manufacturerBody,
    has_nvic: nvic,
    ...commonPlacement(outlet, ctx.lite),
    finance_lenders: withFinance ? financeFor(ctx, price, carType, scenario !== 'noComparisonRate') : {},
    variant: {
      cylinders: cylinders || null,
      enginesize: engineLitres === null ? null : Math.round(engineLitres * 1000 - rng.int(0, 40)),
      enginesize_litres: engineLitres,
      induction: fuel === 'Electric' ? null : turbo ? 'Turbo Intercooled' : 'Aspirated',
      geartype: transKind,
      fuelconsumptioncombined: consumption,
      fuelcapacity: fuel === 'Electric' ? null : Math.round(35 + (engineLitres ?? 1.5) * 14 + rng.int(0, 10)),
      grossvehiclemass: Math.round((model.size[0] * model.size[1] * model.size[2]) / 8_000_000 + (fuel === 'Electric' ? 500 : 0)),
      vehiclelength: length,
      vehicleheight: model.size[2],
      vehiclewidth: model.size[1],
      torque: model.torque,
      ancaprating: profile.market === 'US' ? null : year >= 2018 ? (rng.chance(0.9) ? 5 : 4) : null,
    },
    specifications: null,
    autograb_data: autograb ? marketPrices(ctx, price, scenario) : null,
  };
  return row;
}

function buildCaravan(ctx: BuildContext, plan: CarPlan, outlet: Outlet): DemoCarRow {
  const { rng, nowSeconds, nowYear, profile } = ctx;
  const scenario = plan.scenario;
  const caravan: CaravanModel = rng.pick(jaycoModels);
  const [badgeName, newPriceAud] = rng.pick(caravan.badges);
  const carType: CarType = scenario === 'preorder' || rng.chance(0.2) ? 'new' : 'used';
  const year = carType === 'new' ? nowYear : nowYear - 1 - Math.floor(Math.pow(rng.next(), 1.4) * 12);
  const age = nowYear - year;
  let price =
    carType === 'new'
      ? roundPrice(newPriceAud * profile.currency, profile.market)
      : roundPrice(Math.max(9000, newPriceAud * profile.currency * Math.pow(0.91, age) * rng.float(0.93, 1.07)), profile.market);
  if (scenario === 'priceZero' || scenario === 'preorder') price = 0;
  const createdAt = createdAtSeconds(ctx, scenario);
  const status = applyStatus(ctx, scenario, createdAt);
  const lengthFt = Math.round(rng.float(caravan.lengthFt[0], caravan.lengthFt[1]) * 2) / 2;
  const tare = rng.int(caravan.tareKg[0], caravan.tareKg[1]);
  const atm = Math.max(tare + 350, rng.int(caravan.atmKg[0], caravan.atmKg[1]));
  const sleeps = rng.int(caravan.sleeps[0], caravan.sleeps[1]);
  const equipment = rng.sample(equipmentPool.caravan, ctx.lite ? 5 : rng.int(7, 12));
  const title = `${year} Jayco ${caravan.model} ${badgeName}`;
  const colour = rng.pick(['White', 'White', 'White', 'Silver']);
  const photoCount = scenario === 'noPhotos' ? 0 : rng.int(4, 9);
  const priced = price > 500;
  const reduced = scenario === 'reduced' || (carType === 'used' && !scenario && rng.chance(0.08));
  const autograb = price > 0 && carType === 'used' && (scenario === 'belowMarket' || scenario === 'nearMarket');
  const paragraphs = [
    `${carType === 'new' ? 'Brand new' : 'Pre-loved'} ${title}, ${lengthFt} ft with ${caravan.axle.toLowerCase()} axle, sleeps ${sleeps}.`,
    `Features ${equipment.slice(0, 5).join(', ')}.`,
    'Tare and ATM figures are supplied by the manufacturer; check your tow vehicle’s rating before you buy.',
    profile.dealerLine,
  ];
  const row: DemoCarRow = {
    id: plan.id,
    slug: deriveSlug({ year, make: 'Jayco', model: caravan.model, id: plan.id }),
    name: title,
    year,
    make: 'Jayco',
    model: caravan.model,
    badge: badgeName,
    series: null,
    car_type: carType,
    item_type: 'caravan',
    ...status,
    show_on_dealer_website: scenario !== 'hidden',
    price,
    before_price: reduced && price > 0 ? price + rng.int(1, 6) * 1000 : null,
    offer_price: null,
    subscription_price: null,
    price_type: price === 0 ? null : 'Drive Away',
    preorder: scenario === 'preorder',
    km: 0,
    stocknum: `CV${String(10_000 + plan.index)}`,
    vin: vinPrefix.Jayco + randomChars(rng, VIN_CHARS, 14),
    regplate: carType === 'new' ? null : regoPlate(rng, outlet.location.address.state, profile.market),
    rego_expiry: carType === 'new' ? null : ymd(nowSeconds + rng.int(-30, 330) * DAY),
    compliance_date: `${String(rng.int(1, 12)).padStart(2, '0')}/${year}`,
    build_date: `${String(rng.int(1, 12)).padStart(2, '0')}/${year}`,
    colour,
    simple_body: 'caravan',
    simple_transmission: null,
    simple_fuel: null,
    fuel: null,
    trans: null,
    drive: null,
    seats: null,
    doors: 1,
    engine_size: null,
    views: Math.floor(Math.pow(rng.next(), 2) * 900),
    tag: scenario ? null : rng.weighted<string | null>([[null, 90], ['Off-road Ready', 5], ['Family Van', 5]]),
    reserved: scenario === 'reserved',
    certified: false,
    ...photos(ctx, 'caravan', colour, photoCount),
    file: null,
    payment_processors: carType === 'used' && rng.chance(0.6) ? ['stripe'] : [],
    dealercomments: paragraphs.join('|'),
    carsales_title: title,
    private_suburb: null,
    private_postcode: null,
    standardEquipment: equipment,
    manufacturer_body: caravan.manufacturerBody,
    has_nvic: false,
    ...commonPlacement(outlet),
    finance_lenders: priced && status.status !== 'sold' ? financeFor(ctx, price, carType, scenario !== 'noComparisonRate') : {},
    variant: null,
    specifications: {
      body_width: caravan.widthFt,
      body_length: lengthFt,
      tare_weight: tare,
      axle_type: caravan.axle,
      sleeps,
      aggregate_trailer_mass: atm,
    },
    autograb_data: autograb ? marketPrices(ctx, price, scenario) : null,
  };
  return row;
}

