import type { Car } from '../../car/car';
import { buildSearchLookups, toSearchRecord, type SearchLookups, type SearchLookupSite, type SearchRecord } from '../record';

/**
 * A small, seeded generator of realistic stock for the search tests and the benchmark: the same
 * seed always gives the same cars. Makes, models, badges, bodies, fuels, prices by segment and
 * age, km by age, several dealer sites with their locations, sold cars inside and outside the
 * sold window, hidden cars, cars without photos or price. (The demo sites' own feeds live in
 * stock/demo; this one only has to exercise the search engine.)
 */

export function createRandom(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: ReadonlyArray<readonly [T, number]>): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

interface ModelSpec {
  model: string;
  body: string;
  badges: readonly string[];
  series?: readonly string[];
  price: readonly [number, number];
  seats: number;
  fuels: readonly string[];
  drives: readonly string[];
  manual?: boolean;
}

const m = (
  model: string,
  body: string,
  badges: string[],
  price: [number, number],
  seats = 5,
  fuels = ['Petrol'],
  drives = ['FWD'],
  extra: Partial<ModelSpec> = {},
): ModelSpec => ({ model, body, badges, price, seats, fuels, drives, ...extra });

export const catalogue: Readonly<Record<string, readonly ModelSpec[]>> = {
  Kia: [
    m('Picanto', 'Hatch', ['S', 'GT-Line'], [17000, 22000], 5, ['Petrol'], ['FWD'], { manual: true }),
    m('Cerato', 'Sedan', ['S', 'Sport', 'Sport+', 'GT'], [26000, 38000]),
    m('Seltos', 'SUV', ['S', 'Sport', 'Sport+', 'GT-Line'], [29000, 43000], 5, ['Petrol'], ['FWD', 'AWD']),
    m('Sportage', 'SUV', ['S', 'SX', 'SX+', 'GT-Line'], [33000, 55000], 5, ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], { series: ['NQ5', 'QL'] }),
    m('Sorento', 'SUV', ['S', 'Sport', 'GT-Line'], [47000, 72000], 7, ['Petrol', 'Diesel', 'Hybrid'], ['AWD']),
    m('Carnival', 'People Mover', ['S', 'Sport', 'Platinum'], [47000, 75000], 8, ['Petrol', 'Diesel']),
    m('EV6', 'SUV', ['Air', 'GT-Line', 'GT'], [68000, 100000], 5, ['Electric'], ['RWD', 'AWD']),
    m('Niro', 'SUV', ['S', 'GT-Line'], [40000, 55000], 5, ['Hybrid', 'Electric']),
  ],
  Toyota: [
    m('Corolla', 'Hatch', ['Ascent Sport', 'SX', 'ZR'], [28000, 40000], 5, ['Petrol', 'Hybrid'], ['FWD'], { manual: true }),
    m('Camry', 'Sedan', ['Ascent', 'SL', 'SX'], [37000, 52000], 5, ['Hybrid']),
    m('RAV4', 'SUV', ['GX', 'GXL', 'Cruiser', 'Edge'], [38000, 58000], 5, ['Petrol', 'Hybrid'], ['FWD', 'AWD']),
    m('Kluger', 'SUV', ['GX', 'GXL', 'Grande'], [55000, 80000], 7, ['Petrol', 'Hybrid'], ['AWD']),
    m('LandCruiser', 'SUV', ['GX', 'GXL', 'VX', 'Sahara'], [90000, 140000], 7, ['Diesel'], ['4WD'], { series: ['300 Series', '200 Series'] }),
    m('HiLux', 'Ute', ['Workmate', 'SR', 'SR5', 'Rogue'], [30000, 72000], 5, ['Diesel', 'Petrol'], ['RWD', '4WD'], { manual: true }),
    m('Prado', 'SUV', ['GX', 'GXL', 'Kakadu'], [65000, 95000], 7, ['Diesel'], ['4WD']),
    m('Yaris Cross', 'SUV', ['GX', 'GXL', 'Urban'], [28000, 40000], 5, ['Petrol', 'Hybrid'], ['FWD', 'AWD']),
    m('C-HR', 'SUV', ['GXL', 'Koba'], [35000, 48000], 5, ['Hybrid']),
  ],
  Mazda: [
    m('CX-3', 'SUV', ['G20 Pure', 'G20 Evolve', 'Akari'], [26000, 38000]),
    m('CX-5', 'SUV', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], [35000, 55000], 5, ['Petrol', 'Diesel'], ['FWD', 'AWD']),
    m('CX-30', 'SUV', ['G20 Pure', 'G25 Astina'], [30000, 45000]),
    m('CX-9', 'SUV', ['Sport', 'Touring', 'Azami'], [45000, 70000], 7, ['Petrol'], ['FWD', 'AWD']),
    m('Mazda3', 'Hatch', ['G20 Pure', 'G25 GT', 'G25 Astina'], [28000, 42000], 5, ['Petrol'], ['FWD'], { manual: true }),
    m('BT-50', 'Ute', ['XT', 'XTR', 'GT', 'Thunder'], [35000, 65000], 5, ['Diesel'], ['RWD', '4WD'], { manual: true }),
    m('MX-5', 'Convertible', ['Roadster', 'RF GT'], [38000, 52000], 2, ['Petrol'], ['RWD'], { manual: true }),
  ],
  Ford: [
    m('Ranger', 'Ute', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], [35000, 90000], 5, ['Diesel'], ['RWD', '4WD']),
    m('Everest', 'SUV', ['Ambiente', 'Trend', 'Sport', 'Platinum'], [55000, 85000], 7, ['Diesel'], ['4WD']),
    m('Mustang', 'Coupe', ['GT', 'Mach 1'], [60000, 95000], 4, ['Petrol'], ['RWD'], { manual: true }),
    m('Puma', 'SUV', ['Puma', 'ST-Line'], [30000, 40000]),
    m('Transit', 'Van', ['Custom', 'Trail'], [45000, 70000], 3, ['Diesel'], ['FWD']),
  ],
  Hyundai: [
    m('i30', 'Hatch', ['Active', 'Elite', 'N Line', 'N'], [25000, 50000], 5, ['Petrol'], ['FWD'], { manual: true }),
    m('Tucson', 'SUV', ['Tucson', 'Elite', 'Highlander'], [35000, 55000], 5, ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD']),
    m('Santa Fe', 'SUV', ['Active', 'Elite', 'Calligraphy'], [50000, 75000], 7, ['Petrol', 'Hybrid'], ['AWD']),
    m('Kona', 'SUV', ['Kona', 'N Line', 'Premium'], [30000, 50000], 5, ['Petrol', 'Electric', 'Hybrid']),
    m('Ioniq 5', 'SUV', ['Dynamiq', 'Techniq', 'Epiq'], [65000, 85000], 5, ['Electric'], ['RWD', 'AWD']),
    m('Staria', 'People Mover', ['Staria', 'Elite', 'Highlander'], [50000, 70000], 8, ['Diesel']),
  ],
  Mitsubishi: [
    m('Triton', 'Ute', ['GLX', 'GLX+', 'GLS', 'GSR'], [30000, 60000], 5, ['Diesel'], ['RWD', '4WD'], { manual: true }),
    m('Outlander', 'SUV', ['ES', 'LS', 'Aspire', 'Exceed'], [35000, 60000], 7, ['Petrol', 'Plug-in Hybrid'], ['FWD', 'AWD']),
    m('ASX', 'SUV', ['GS', 'ES', 'LS', 'Exceed'], [25000, 38000]),
    m('Pajero Sport', 'SUV', ['GLX', 'GLS', 'Exceed'], [48000, 62000], 7, ['Diesel'], ['4WD']),
  ],
  Nissan: [
    m('Navara', 'Ute', ['SL', 'ST', 'ST-X', 'PRO-4X'], [35000, 65000], 5, ['Diesel'], ['RWD', '4WD']),
    m('X-Trail', 'SUV', ['ST', 'ST-L', 'Ti', 'Ti-L'], [36000, 58000], 7, ['Petrol', 'Hybrid'], ['FWD', 'AWD']),
    m('Qashqai', 'SUV', ['ST', 'ST+', 'Ti'], [34000, 50000]),
    m('Patrol', 'SUV', ['Ti', 'Ti-L', 'Warrior'], [85000, 110000], 8, ['Petrol'], ['4WD']),
  ],
  Volkswagen: [
    m('Golf', 'Hatch', ['Life', 'R-Line', 'GTI', 'R'], [35000, 70000]),
    m('Tiguan', 'SUV', ['Life', 'Elegance', 'R-Line', 'Allspace'], [42000, 65000], 5, ['Petrol', 'Diesel'], ['FWD', 'AWD']),
    m('Amarok', 'Ute', ['Core', 'Life', 'Style', 'Aventura'], [50000, 80000], 5, ['Diesel'], ['4WD']),
    m('Polo', 'Hatch', ['Life', 'Style', 'GTI'], [27000, 40000], 5, ['Petrol'], ['FWD'], { manual: true }),
  ],
  Subaru: [
    m('Forester', 'SUV', ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S'], [38000, 52000], 5, ['Petrol', 'Hybrid'], ['AWD']),
    m('Outback', 'Wagon', ['AWD', 'Sport', 'Touring'], [45000, 60000], 5, ['Petrol'], ['AWD']),
    m('XV', 'SUV', ['2.0i', '2.0i-L', '2.0i-S'], [30000, 42000], 5, ['Petrol', 'Hybrid'], ['AWD']),
    m('WRX', 'Sedan', ['WRX', 'RS', 'tS'], [50000, 65000], 5, ['Petrol'], ['AWD'], { manual: true }),
  ],
  Jeep: [
    m('Wrangler', 'SUV', ['Sport', 'Overland', 'Rubicon'], [45000, 95000], 5, ['Petrol'], ['4WD']),
    m('Grand Cherokee', 'SUV', ['Laredo', 'Night Eagle', 'Limited', 'Summit Reserve'], [55000, 120000], 5, ['Petrol', 'Plug-in Hybrid'], ['4WD']),
    m('Compass', 'SUV', ['Sport', 'Limited', 'Trailhawk'], [35000, 55000], 5, ['Petrol'], ['FWD', '4WD']),
    m('Gladiator', 'Ute', ['Overland', 'Rubicon'], [65000, 85000], 5, ['Petrol'], ['4WD']),
  ],
  Ram: [m('1500', 'Ute', ['Express', 'Warlock', 'Laramie', 'Limited'], [80000, 150000], 5, ['Petrol'], ['4WD'], { series: ['DT', 'DS'] })],
  Tesla: [
    m('Model 3', 'Sedan', ['Rear-Wheel Drive', 'Long Range', 'Performance'], [55000, 85000], 5, ['Electric'], ['RWD', 'AWD']),
    m('Model Y', 'SUV', ['Rear-Wheel Drive', 'Long Range', 'Performance'], [60000, 90000], 5, ['Electric'], ['RWD', 'AWD']),
  ],
  'Mercedes-Benz': [
    m('C-Class', 'Sedan', ['C200', 'C300', 'C43 AMG'], [70000, 120000], 5, ['Petrol'], ['RWD', 'AWD']),
    m('GLC', 'SUV', ['GLC200', 'GLC300', 'GLC43 AMG'], [80000, 130000], 5, ['Petrol'], ['AWD']),
  ],
  Jayco: [
    m('Journey', 'Caravan', ['Outback', 'Pop Top'], [60000, 95000], 4, [], []),
    m('Starcraft', 'Caravan', ['Pop Top', 'Family'], [45000, 70000], 6, [], []),
    m('Silverline', 'Caravan', ['Outback', 'Touring'], [85000, 120000], 4, [], []),
  ],
};

const colours = ['White', 'Snow White Pearl', 'Black', 'Silver', 'Grey', 'Gunmetal Grey', 'Blue', 'Deep Blue Pearl', 'Red', 'Soul Red Crystal', 'Green', 'Orange', 'Bronze'];
const tags = ['Test Drive Only', 'Hot Deal', 'Low Kms', 'One Owner', 'Just Arrived'];
const equipment = [
  'Apple CarPlay', 'Android Auto', 'Bluetooth audio streaming', 'Reversing camera', '360 degree camera', 'Front and rear parking sensors',
  'Satellite navigation', 'Adaptive cruise control', 'Cruise control', 'Blind spot monitoring', 'Lane keeping assist',
  'Autonomous emergency braking', 'Keyless entry with push button start', 'Heated front seats', 'Leather-appointed seats',
  'Panoramic sunroof', '18" alloy wheels', 'Tow bar', 'Third row seating', 'Wireless phone charging', 'Dual-zone climate control',
  'LED headlights', 'Rain-sensing wipers', 'Power tailgate',
];

export interface GeneratedSite extends SearchLookupSite {
  slug: string;
  locations: ReadonlyArray<{ id: string; name: string; dealership_slug: string; address: { city: string; state: string } }>;
  /** Makes each dealership sells new; an empty list means a used-car yard. */
  makes: Readonly<Record<string, readonly string[]>>;
}

const town = (city: string, state: string) => ({ city, state });

/** The dealer sites the generated stock belongs to: the four demo sites' dealerships plus others. */
export const generatedSites: readonly GeneratedSite[] = [
  {
    slug: 'riverside-kia',
    dealerships: [{ id: 'd-rk-1', slug: 'riverside-kia', name: 'Riverside Kia' }],
    locations: [{ id: 'l-rk-sales', name: 'Riverside Kia - Sales', dealership_slug: 'riverside-kia', address: town('Milton', 'QLD') }],
    makes: { 'riverside-kia': ['Kia'] },
  },
  {
    slug: 'southern-cross-motors',
    dealerships: [
      { id: 'd-scm-1', slug: 'southern-cross-parramatta', name: 'Southern Cross Parramatta' },
      { id: 'd-scm-2', slug: 'southern-cross-dandenong', name: 'Southern Cross Dandenong' },
      { id: 'd-scm-3', slug: 'southern-cross-caravans', name: 'Southern Cross Caravans' },
    ],
    locations: [
      { id: 'l-scm-parra', name: 'Southern Cross - Parramatta', dealership_slug: 'southern-cross-parramatta', address: town('Parramatta', 'NSW') },
      { id: 'l-scm-dand', name: 'Southern Cross - Dandenong', dealership_slug: 'southern-cross-dandenong', address: town('Dandenong', 'VIC') },
      { id: 'l-scm-caravans', name: 'Southern Cross - Caravans', dealership_slug: 'southern-cross-caravans', address: town('Penrith', 'NSW') },
    ],
    makes: { 'southern-cross-parramatta': [], 'southern-cross-dandenong': [], 'southern-cross-caravans': ['Jayco'] },
  },
  {
    slug: 'harbour-city-toyota',
    dealerships: [{ id: 'd-hct-1', slug: 'harbour-city-toyota', name: 'Harbour City Toyota' }],
    locations: [{ id: 'l-hct-main', name: 'Harbour City Toyota - Newmarket', dealership_slug: 'harbour-city-toyota', address: town('Newmarket', 'Auckland') }],
    makes: { 'harbour-city-toyota': ['Toyota'] },
  },
  {
    slug: 'lone-star-jeep',
    dealerships: [{ id: 'd-lsj-1', slug: 'lone-star-jeep', name: 'Lone Star Jeep' }],
    locations: [{ id: 'l-lsj-main', name: 'Lone Star Jeep - Austin', dealership_slug: 'lone-star-jeep', address: town('Austin', 'TX') }],
    makes: { 'lone-star-jeep': ['Jeep', 'Ram'] },
  },
  {
    slug: 'metro-motor-group',
    dealerships: [
      { id: 'd-mmg-1', slug: 'metro-mazda', name: 'Metro Mazda' },
      { id: 'd-mmg-2', slug: 'metro-ford', name: 'Metro Ford' },
      { id: 'd-mmg-3', slug: 'metro-hyundai', name: 'Metro Hyundai' },
      { id: 'd-mmg-4', slug: 'metro-used', name: 'Metro Used Cars' },
    ],
    locations: [
      { id: 'l-mmg-1', name: 'Metro Mazda - Springvale', dealership_slug: 'metro-mazda', address: town('Springvale', 'VIC') },
      { id: 'l-mmg-2', name: 'Metro Ford - Ringwood', dealership_slug: 'metro-ford', address: town('Ringwood', 'VIC') },
      { id: 'l-mmg-3', name: 'Metro Hyundai - Geelong', dealership_slug: 'metro-hyundai', address: town('Geelong', 'VIC') },
      { id: 'l-mmg-4', name: 'Metro Used Cars - Frankston', dealership_slug: 'metro-used', address: town('Frankston', 'VIC') },
    ],
    makes: { 'metro-mazda': ['Mazda'], 'metro-ford': ['Ford'], 'metro-hyundai': ['Hyundai'], 'metro-used': [] },
  },
  {
    slug: 'sunshine-auto-group',
    dealerships: [
      { id: 'd-sag-1', slug: 'sunshine-mitsubishi', name: 'Sunshine Mitsubishi' },
      { id: 'd-sag-2', slug: 'sunshine-nissan', name: 'Sunshine Nissan' },
      { id: 'd-sag-3', slug: 'sunshine-subaru', name: 'Sunshine Subaru' },
    ],
    locations: [
      { id: 'l-sag-1', name: 'Sunshine Mitsubishi - Maroochydore', dealership_slug: 'sunshine-mitsubishi', address: town('Maroochydore', 'QLD') },
      { id: 'l-sag-2', name: 'Sunshine Nissan - Noosa', dealership_slug: 'sunshine-nissan', address: town('Noosaville', 'QLD') },
      { id: 'l-sag-3', name: 'Sunshine Subaru - Caloundra', dealership_slug: 'sunshine-subaru', address: town('Caloundra', 'QLD') },
    ],
    makes: { 'sunshine-mitsubishi': ['Mitsubishi'], 'sunshine-nissan': ['Nissan'], 'sunshine-subaru': ['Subaru'] },
  },
  {
    slug: 'westside-prestige',
    dealerships: [
      { id: 'd-wsp-1', slug: 'westside-vw', name: 'Westside Volkswagen' },
      { id: 'd-wsp-2', slug: 'westside-mercedes', name: 'Westside Mercedes-Benz' },
      { id: 'd-wsp-3', slug: 'westside-ev', name: 'Westside EV Centre' },
    ],
    locations: [
      { id: 'l-wsp-1', name: 'Westside - Osborne Park', dealership_slug: 'westside-vw', address: town('Osborne Park', 'WA') },
      { id: 'l-wsp-2', name: 'Westside - Claremont', dealership_slug: 'westside-mercedes', address: town('Claremont', 'WA') },
      { id: 'l-wsp-3', name: 'Westside - Fremantle', dealership_slug: 'westside-ev', address: town('Fremantle', 'WA') },
    ],
    makes: { 'westside-vw': ['Volkswagen'], 'westside-mercedes': ['Mercedes-Benz'], 'westside-ev': ['Tesla'] },
  },
];

/** Dealership slugs of a generated site, e.g. for its scope filter. */
export function siteDealershipSlugs(siteSlug: string): string[] {
  const site = generatedSites.find((candidate) => candidate.slug === siteSlug);
  if (!site) throw new Error(`unknown generated site ${siteSlug}`);
  return site.dealerships.map((dealership) => dealership.slug);
}

export const generatedLookups: SearchLookups = buildSearchLookups(generatedSites);

const carMakes = Object.keys(catalogue).filter((make) => make !== 'Jayco');
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const vinChars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export interface GenerateOptions {
  /** Now, for created_at and the sold window; fixed by default so output never depends on the clock. */
  now?: Date;
  /** The dealer sites to spread the cars over (default `generatedSites`). */
  sites?: readonly GeneratedSite[];
}

const towns: ReadonlyArray<readonly [string, string]> = [
  ['Brisbane', 'QLD'], ['Gold Coast', 'QLD'], ['Townsville', 'QLD'], ['Toowoomba', 'QLD'], ['Cairns', 'QLD'],
  ['Sydney', 'NSW'], ['Parramatta', 'NSW'], ['Newcastle', 'NSW'], ['Wollongong', 'NSW'], ['Penrith', 'NSW'],
  ['Melbourne', 'VIC'], ['Geelong', 'VIC'], ['Ballarat', 'VIC'], ['Bendigo', 'VIC'], ['Adelaide', 'SA'],
  ['Perth', 'WA'], ['Mandurah', 'WA'], ['Hobart', 'TAS'], ['Darwin', 'NT'], ['Canberra', 'ACT'],
];

/**
 * Many dealer sites for the benchmark, like a platform serving hundreds of them: single franchise
 * dealers, and groups of 2 to 6 dealerships (brands plus a used-car yard), each in a town, with
 * the generated demo-like sites first.
 */
export function benchmarkSites(count: number, seed: number): GeneratedSite[] {
  const rng = createRandom(seed ^ 0x5eed);
  const sites: GeneratedSite[] = [...generatedSites];
  for (let i = 0; sites.length < count; i++) {
    const [city, state] = rng.pick(towns);
    const size = rng.weighted([[1, 6], [2, 2], [3, 2], [4, 1], [6, 1]] as const);
    const slug = `${city.toLowerCase().replace(/\s+/g, '-')}-auto-${i + 1}`;
    const dealerships: Array<{ id: string; slug: string; name: string }> = [];
    const locations: GeneratedSite['locations'][number][] = [];
    const makes: Record<string, readonly string[]> = {};
    for (let d = 0; d < size; d++) {
      const used = d > 0 && rng.chance(0.3);
      const make = rng.pick(carMakes);
      const dealershipSlug = `${slug}-${used ? 'used' : make.toLowerCase().replace(/[^a-z]+/g, '-')}-${d + 1}`;
      const name = `${city} ${used ? 'Used Cars' : make} ${i + 1}`;
      dealerships.push({ id: `d-${dealershipSlug}`, slug: dealershipSlug, name });
      locations.push({ id: `l-${dealershipSlug}`, name: `${name} - Sales`, dealership_slug: dealershipSlug, address: { city, state } });
      makes[dealershipSlug] = used ? [] : [make];
    }
    sites.push({ slug, dealerships, locations, makes });
  }
  return sites;
}

export const GENERATOR_NOW = new Date('2026-06-01T00:00:00Z');

/** `count` cars, deterministic for (count, seed, now). */
export function generateCars(count: number, seed: number, options: GenerateOptions = {}): Car[] {
  const rng = createRandom(seed);
  const now = options.now ?? GENERATOR_NOW;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const currentYear = now.getUTCFullYear();
  const outlets = (options.sites ?? generatedSites).flatMap((site) =>
    site.dealerships.map((dealership) => ({
      site,
      dealership,
      location: site.locations.find((location) => location.dealership_slug === dealership.slug)!,
      makes: site.makes[dealership.slug] ?? [],
    })),
  );
  // Dealers differ in size: a used-car yard or a big franchise holds several times a small one's stock.
  const sizeRng = createRandom(seed ^ 0xd1ce);
  const weights = outlets.map((outlet) => [outlet, (outlet.makes.length === 0 ? 1.5 : outlet.makes.includes('Jayco') ? 0.4 : 1) * (0.3 + sizeRng.next() * 2.7)] as const);
  const cars: Car[] = [];
  for (let i = 0; i < count; i++) {
    const outlet = rng.weighted(weights);
    const make = outlet.makes.length > 0 ? rng.pick(outlet.makes) : rng.pick(carMakes);
    const spec = rng.pick(catalogue[make]!);
    const caravan = make === 'Jayco';
    const carType = outlet.makes.length === 0 ? 'used' : rng.weighted([['new', 5], ['demo', 1], ['used', 3]] as const);
    const year = carType === 'used' ? currentYear - rng.int(1, 15) : carType === 'demo' ? currentYear - rng.int(0, 1) : currentYear - (rng.chance(0.8) ? 0 : 1);
    const age = currentYear - year;
    const km = carType === 'new' ? rng.int(0, 50) : carType === 'demo' ? rng.int(500, 9000) : Math.max(1000, age * rng.int(8000, 22000) + rng.int(0, 999));
    const badgeIndex = rng.int(0, spec.badges.length - 1);
    const base = spec.price[0] + ((spec.price[1] - spec.price[0]) * badgeIndex) / Math.max(1, spec.badges.length - 1);
    const depreciation = carType === 'new' ? 1 : carType === 'demo' ? 0.92 : Math.max(0.18, 0.85 * 0.88 ** age - km / 2_000_000);
    let price = Math.round((base * depreciation) / 10) * 10 - (rng.chance(0.5) ? 10 : 0);
    if (rng.chance(0.03)) price = 0; // "Enquire for price"
    const status = rng.weighted([['in_stock', 80], ['coming_soon', 5], ['sold', 12], ['others', 3]] as const);
    const soldRecently = rng.chance(0.5);
    const sold = status === 'sold' || rng.chance(0.01);
    const soldDate = sold ? nowSeconds - (soldRecently ? rng.int(60, 2 * 86400) : rng.int(4 * 86400, 30 * 86400)) : null;
    const createdAt = nowSeconds - rng.int(3600, 200 * 86400);
    const fuel = caravan ? null : rng.pick(spec.fuels);
    const transmission = caravan ? null : fuel === 'Electric' ? 'Automatic' : spec.manual && rng.chance(0.25) ? 'Manual' : 'Automatic';
    const drive = caravan ? null : rng.pick(spec.drives);
    const photos = rng.chance(0.1) ? 0 : rng.int(4, 30);
    const id = `${outlet.dealership.slug.split('-').map((part) => part[0]).join('').toUpperCase()}${String(i + 1).padStart(6, '0')}`;
    const stocknum = `${letters[rng.int(0, letters.length - 1)]}${rng.int(10000, 99999)}`;
    const vin = Array.from({ length: 17 }, () => vinChars[rng.int(0, vinChars.length - 1)]).join('');
    const lenders: Car['finance_lenders'] = rng.chance(0.2) && price > 5000 ? { angle: { paymentWeek: Math.round(price / 300), deposit: 0, termYears: 5, interestRate: 9.5, comparisonRate: 10.1 } } : {};
    const withCity = rng.chance(0.8);
    const series = spec.series ? rng.pick(spec.series) : null;
    const offer = carType !== 'used' && price > 0 && rng.chance(0.1) ? price - rng.int(5, 30) * 100 : null;
    const before = price > 0 && rng.chance(0.08) ? price + rng.int(5, 40) * 100 : null;
    const picked = equipment.filter(() => rng.chance(0.35));
    const image = (n: number) => `https://images.example.com/${id}/${n}.jpg`;
    cars.push({
      id,
      slug: `${year}-${make}-${spec.model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: `${year} ${make} ${spec.model}`,
      year,
      make,
      model: spec.model,
      badge: spec.badges[badgeIndex]!,
      series,
      car_type: carType,
      item_type: caravan ? 'caravan' : null,
      status,
      sold,
      sold_date_timestamp: soldDate,
      show_on_dealer_website: !rng.chance(0.04),
      price,
      before_price: before,
      offer_price: offer,
      subscription_price: !caravan && rng.chance(0.05) ? rng.int(150, 400) : null,
      price_type: rng.pick(['Drive Away', 'Excl. Government Charges', 'Drive Away']),
      preorder: price === 0 && rng.chance(0.3),
      km,
      stocknum,
      vin,
      regplate: carType === 'used' ? `${rng.int(100, 999)}${letters[rng.int(0, 22)]}${letters[rng.int(0, 22)]}${letters[rng.int(0, 22)]}` : null,
      rego_expiry: null,
      compliance_date: null,
      build_date: null,
      colour: rng.pick(colours),
      simple_body: spec.body,
      simple_transmission: transmission,
      simple_fuel: fuel,
      fuel: fuel === 'Petrol' ? rng.pick(['Unleaded Petrol', 'Premium Unleaded 95']) : fuel === 'Diesel' ? 'Diesel' : fuel,
      trans: transmission === 'Manual' ? '6 Speed Manual' : transmission ? rng.pick(['8 Speed Automatic', 'CVT', '6 Speed Automatic']) : null,
      drive,
      seats: spec.seats,
      doors: caravan ? 1 : spec.body === 'Coupe' || spec.body === 'Convertible' ? 2 : spec.body === 'Van' ? 3 : 5,
      engine_size: fuel === 'Electric' || caravan ? null : `${rng.pick(['1.5', '2.0', '2.4', '2.5', '2.8', '3.0', '3.5'])}L`,
      views: rng.int(0, 5000),
      tag: rng.chance(0.06) ? rng.pick(tags) : null,
      reserved: rng.chance(0.03),
      certified: make === 'Toyota' && carType === 'used' && rng.chance(0.4),
      created_at: new Date(createdAt * 1000).toISOString(),
      photos_count: photos,
      thumbnails: photos > 0 ? [image(1)] : [],
      images: photos > 0 ? [{ image_url: image(1) }, { image_url: image(2) }] : [],
      primary_image_url: photos > 0 ? image(1) : null,
      file: null,
      payment_processors: [],
      dealercomments: rng.chance(0.5) ? `Well looked after ${spec.model} with ${picked.length} extras.|Finance available.` : null,
      carsales_title: null,
      private_suburb: null,
      private_postcode: null,
      standardEquipment: picked,
      manufacturer_body: spec.body,
      dealership_slug: outlet.dealership.slug,
      dealership_id: outlet.dealership.id,
      location_id: outlet.location.id,
      city: withCity ? outlet.location.address.city : null,
      state: withCity ? outlet.location.address.state : null,
      has_nvic: rng.chance(0.3),
      location: null,
      finance_lenders: lenders,
      variant: null,
      specifications: caravan ? { body_length: rng.int(16, 24), body_width: 8, tare_weight: rng.int(1800, 3000), axle_type: 'Tandem', sleeps: spec.seats, aggregate_trailer_mass: 3500 } : null,
      autograb_data: null,
    });
  }
  return cars;
}

/** Generated cars as search records, with the generated sites' lookups. */
export function generateRecords(count: number, seed: number, options: GenerateOptions = {}): SearchRecord[] {
  const lookups = options.sites ? buildSearchLookups(options.sites) : generatedLookups;
  return generateCars(count, seed, options).map((car) => toSearchRecord(car, lookups));
}
