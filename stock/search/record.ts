import { carSchema, financeProviderKeys, type Car } from '../car/car';

/**
 * The search record of a car: every §3 Car field, `objectID`, and the §3 search facet attributes
 * derived from the car and from the site registry (dealership and location names).
 *
 * One field changes meaning: `fuel` is the §3 *facet* (the car's `simple_fuel`, e.g. "Petrol"),
 * as shoppers filter on it; the feed's detailed fuel text moves to `fuel_description`.
 */
export type SearchRecord = Omit<Car, 'fuel'> & {
  objectID: string;
  fuel_description: string | null;
  /** §3 facets */
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  /** "Make > Model", e.g. "Kia > Sportage" (see `makeModelSeparator`). */
  make_model: string;
  price_range: string | null;
  weekly_price: number | null;
  weekly_price_range: string | null;
  location_name: string | null;
  dealership_name: string | null;
  categories: string[];
  filtered_features: string[];
  /** created_at in unix seconds, for the 'latest' sort. */
  created_at_timestamp: number;
  /** Business ranking, higher first; see `customRank`. */
  custom_rank: number;
};

/** What a record needs from the site registry: the names behind dealership and location ids. */
export interface SearchLookupSite {
  dealerships: ReadonlyArray<{ id: string; slug: string; name: string }>;
  locations: ReadonlyArray<{ id: string; name: string; address: { city: string; state: string } }>;
}

export interface SearchLookups {
  dealershipsBySlug: ReadonlyMap<string, { id: string; slug: string; name: string }>;
  dealershipsById: ReadonlyMap<string, { id: string; slug: string; name: string }>;
  locationsById: ReadonlyMap<string, { id: string; name: string; city: string; state: string }>;
}

/** Builds the lookups from every site's config (`siteDefinitions` resolved, or SiteConfig objects). */
export function buildSearchLookups(sites: Iterable<SearchLookupSite>): SearchLookups {
  const dealershipsBySlug = new Map<string, { id: string; slug: string; name: string }>();
  const dealershipsById = new Map<string, { id: string; slug: string; name: string }>();
  const locationsById = new Map<string, { id: string; name: string; city: string; state: string }>();
  for (const site of sites) {
    for (const { id, slug, name } of site.dealerships) {
      dealershipsBySlug.set(slug, { id, slug, name });
      dealershipsById.set(id, { id, slug, name });
    }
    for (const location of site.locations) {
      locationsById.set(location.id, { id: location.id, name: location.name, city: location.address.city, state: location.address.state });
    }
  }
  return { dealershipsBySlug, dealershipsById, locationsById };
}

export const makeModelSeparator = ' > ';

/** A facet bucket: `min` inclusive, `max` exclusive (`null`: no upper bound). */
export interface Bucket {
  label: string;
  min: number;
  max: number | null;
}

/**
 * `price_range` buckets in dollars. A car priced 0 ("Enquire for price", §4) has no bucket, so it
 * is not counted in any range; 20000 falls in "$20,000 - $30,000".
 */
export const priceRangeBuckets: readonly Bucket[] = [
  { label: 'Under $10,000', min: 0, max: 10_000 },
  { label: '$10,000 - $20,000', min: 10_000, max: 20_000 },
  { label: '$20,000 - $30,000', min: 20_000, max: 30_000 },
  { label: '$30,000 - $40,000', min: 30_000, max: 40_000 },
  { label: '$40,000 - $50,000', min: 40_000, max: 50_000 },
  { label: '$50,000 - $75,000', min: 50_000, max: 75_000 },
  { label: '$75,000 - $100,000', min: 75_000, max: 100_000 },
  { label: '$100,000+', min: 100_000, max: null },
];

/** `weekly_price_range` buckets in dollars a week (the budget search block defaults to 200, §9). */
export const weeklyPriceRangeBuckets: readonly Bucket[] = [
  { label: 'Under $100', min: 0, max: 100 },
  { label: '$100 - $150', min: 100, max: 150 },
  { label: '$150 - $200', min: 150, max: 200 },
  { label: '$200 - $250', min: 200, max: 250 },
  { label: '$250 - $300', min: 250, max: 300 },
  { label: '$300 - $400', min: 300, max: 400 },
  { label: '$400 - $500', min: 400, max: 500 },
  { label: '$500+', min: 500, max: null },
];

export function bucketLabel(buckets: readonly Bucket[], value: number | null): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  for (const bucket of buckets) if (value >= bucket.min && (bucket.max === null || value < bucket.max)) return bucket.label;
  return null;
}

/** §9 budget maths inverted: budget = 260 × weekly repayment + deposit (default deposit 2000). */
export const weeklyEstimate = { deposit: 2000, divisor: 260 } as const;

/**
 * The weekly price a shopper would pay: a lender's `paymentWeek` when the feed carries one
 * (providers in §9 order), else round((price - 2000 deposit) / 260), never below 0; none when the
 * car has no price.
 */
export function weeklyPrice(car: Pick<Car, 'price' | 'finance_lenders'>): number | null {
  const providers = [...financeProviderKeys, ...Object.keys(car.finance_lenders).sort()];
  for (const provider of providers) {
    const payment = car.finance_lenders[provider]?.paymentWeek;
    if (typeof payment === 'number' && Number.isFinite(payment) && payment > 0) return Math.round(payment);
  }
  if (!(car.price > 0)) return null;
  return Math.max(0, Math.round((car.price - weeklyEstimate.deposit) / weeklyEstimate.divisor));
}

const TIMESTAMP_SPAN = 10_000_000_000; // unix seconds stay below this until the year 2286

/**
 * `custom_rank`, higher first: a tier, then recency. The tier adds 4 when the car is available
 * (in_stock or coming_soon and not sold, §4), 2 when it has photos, 1 when it has a price; within a
 * tier newer cars (created_at) come first. rank = tier * 1e10 + created_at seconds, an exact
 * integer (< 2^53), so Algolia's `desc(custom_rank)` and the embedded engine order identically.
 */
export function customRank(car: Pick<Car, 'status' | 'sold' | 'photos_count' | 'price'>, createdAtSeconds: number): number {
  const available = !car.sold && (car.status === 'in_stock' || car.status === 'coming_soon');
  const tier = (available ? 4 : 0) + (car.photos_count > 0 ? 2 : 0) + (car.price > 0 ? 1 : 0);
  const recency = Math.min(Math.max(Math.floor(createdAtSeconds), 0), TIMESTAMP_SPAN - 1);
  return tier * TIMESTAMP_SPAN + recency;
}

const isElectric = (fuel: string) => /electric|\bev\b|battery/i.test(fuel) && !/hybrid/i.test(fuel);
const isHybrid = (fuel: string) => /hybrid|phev/i.test(fuel);

/**
 * `categories`, the shopper-facing groups a car belongs to: its car type ('New', 'Demo', 'Used'),
 * 'Caravans' for item_type caravan, 'Electric' or 'Hybrid' by fuel, 'Certified' for certified
 * cars, '7 Seater' for 7 seats or more, '4WD & AWD' by drive, 'Special Offer' when an offer price
 * or a higher before_price undercuts the price, and 'Coming Soon'.
 */
export function carCategories(car: Car): string[] {
  const categories: string[] = [];
  categories.push(car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used');
  if (car.item_type?.toLowerCase() === 'caravan') categories.push('Caravans');
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`;
  if (isElectric(fuel)) categories.push('Electric');
  if (isHybrid(fuel)) categories.push('Hybrid');
  if (car.certified) categories.push('Certified');
  if (car.seats !== null && car.seats >= 7) categories.push('7 Seater');
  if (car.drive && /4wd|awd|4x4/i.test(car.drive)) categories.push('4WD & AWD');
  const offer = car.offer_price !== null && car.offer_price > 0 && car.offer_price < car.price;
  const reduced = car.before_price !== null && car.before_price > car.price && car.price > 0;
  if (offer || reduced) categories.push('Special Offer');
  if (car.status === 'coming_soon') categories.push('Coming Soon');
  return categories;
}

/** The features shoppers filter on, each recognised in the feed's free-text standardEquipment. */
export const featureMatchers: ReadonlyArray<readonly [feature: string, pattern: RegExp]> = [
  ['Apple CarPlay', /car ?play/i],
  ['Android Auto', /android auto/i],
  ['Bluetooth', /bluetooth/i],
  ['Reversing Camera', /revers(e|ing) camera|rear[- ]view camera|rear camera/i],
  ['360° Camera', /360/],
  ['Parking Sensors', /parking sensor|park(ing)? assist|park distance/i],
  ['Satellite Navigation', /sat(ellite)?[- ]?nav|navigation/i],
  ['Adaptive Cruise Control', /adaptive cruise|smart cruise|radar cruise/i],
  ['Cruise Control', /cruise control/i],
  ['Blind Spot Monitoring', /blind[- ]spot/i],
  ['Lane Keep Assist', /lane (keep|keeping|departure|following)/i],
  ['Autonomous Emergency Braking', /emergency brak|\baeb\b/i],
  ['Keyless Entry', /keyless|push[- ]button start|smart key/i],
  ['Heated Seats', /heated (front )?seats/i],
  ['Leather Seats', /leather/i],
  ['Sunroof', /sunroof|moonroof|panoramic (glass )?roof/i],
  ['Alloy Wheels', /alloy/i],
  ['Tow Bar', /tow ?bar|tow pack/i],
  ['Third Row Seating', /third row|3rd row/i],
  ['Wireless Charging', /wireless (phone )?charg/i],
  ['Climate Control', /climate control/i],
];

export function filteredFeatures(standardEquipment: readonly string[]): string[] {
  if (standardEquipment.length === 0) return [];
  // One text, one test per feature (items are joined with a separator no pattern spans).
  const text = standardEquipment.join('\n');
  const features: string[] = [];
  for (const [feature, pattern] of featureMatchers) if (pattern.test(text)) features.push(feature);
  return features;
}

/**
 * The index record of a car. Lookups give `dealership_name` (by dealership_slug, then
 * dealership_id) and `location_name` (by location_id, falling back to the car's `location.name`);
 * the car's own `city` and `state` win, the location's address fills them in when the feed left
 * them out.
 */
export function toSearchRecord(car: Car, lookups: SearchLookups): SearchRecord {
  const dealership = lookups.dealershipsBySlug.get(car.dealership_slug) ?? (car.dealership_id ? lookups.dealershipsById.get(car.dealership_id) : undefined);
  const location = car.location_id ? lookups.locationsById.get(car.location_id) : undefined;
  const createdAtMs = Date.parse(car.created_at);
  const createdAt = Number.isFinite(createdAtMs) ? Math.floor(createdAtMs / 1000) : 0;
  const weekly = weeklyPrice(car);
  const { fuel: fuelDescription, ...rest } = car;
  return {
    ...rest,
    objectID: car.id,
    fuel_description: fuelDescription,
    body: car.simple_body,
    fuel: car.simple_fuel,
    transmission: car.simple_transmission,
    make_model: `${car.make}${makeModelSeparator}${car.model}`,
    price_range: car.price > 0 ? bucketLabel(priceRangeBuckets, car.price) : null,
    weekly_price: weekly,
    weekly_price_range: bucketLabel(weeklyPriceRangeBuckets, weekly),
    location_name: location?.name ?? car.location?.name ?? null,
    dealership_name: dealership?.name ?? null,
    city: car.city ?? location?.city ?? car.location?.address?.city ?? null,
    state: car.state ?? location?.state ?? car.location?.address?.state ?? null,
    categories: carCategories(car),
    filtered_features: filteredFeatures(car.standardEquipment),
    created_at_timestamp: createdAt,
    custom_rank: customRank(car, createdAt),
  };
}

/**
 * The car back from its search record (the vehicle page reads cars through the site-scoped search,
 * so the same visibility rules apply): `fuel` is the feed's text again and the derived facet fields
 * are dropped. The record is parsed, as anything from outside is: null when it is not a car.
 */
export function carFromSearchRecord(record: unknown): Car | null {
  if (!record || typeof record !== 'object') return null;
  const { fuel_description: fuelDescription, ...rest } = record as Partial<SearchRecord>;
  const parsed = carSchema.safeParse({ ...rest, fuel: fuelDescription ?? null });
  if (!parsed.success || !parsed.data.slug) return null;
  return { ...parsed.data, slug: parsed.data.slug };
}
