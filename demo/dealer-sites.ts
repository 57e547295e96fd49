import type { SearchLookupSite } from '@dealer/stock';
import { siteDefinitions } from '@dealer/tenants';
import { createRandom } from './prng';

/**
 * The dealer sites that search test and benchmark stock belongs to: the demo sites' real
 * dealerships and sales locations, three more dealer groups, and for the benchmark hundreds of
 * synthetic sites, as a platform serving many dealers would hold.
 */

export interface DealerLocation {
  id: string;
  name: string;
  slug: string;
  phone: string;
  dealership_slug: string;
  address: { street: string; city: string; state: string; postcode: string };
}

export interface DealerSite extends SearchLookupSite {
  slug: string;
  /** `manufacturers`: the makes a dealership sells new; none means a used-car yard. */
  dealerships: ReadonlyArray<{ id: string; slug: string; name: string; manufacturers: readonly string[] }>;
  /** Sales locations only; a dealership's cars are at its first one. */
  locations: readonly DealerLocation[];
}

type Town = readonly [city: string, state: string, postcode: string];

const towns: readonly Town[] = [
  ['Brisbane', 'QLD', '4000'], ['Gold Coast', 'QLD', '4217'], ['Townsville', 'QLD', '4810'], ['Toowoomba', 'QLD', '4350'], ['Cairns', 'QLD', '4870'],
  ['Sydney', 'NSW', '2000'], ['Parramatta', 'NSW', '2150'], ['Newcastle', 'NSW', '2300'], ['Wollongong', 'NSW', '2500'], ['Penrith', 'NSW', '2750'],
  ['Melbourne', 'VIC', '3000'], ['Geelong', 'VIC', '3220'], ['Ballarat', 'VIC', '3350'], ['Bendigo', 'VIC', '3550'], ['Adelaide', 'SA', '5000'],
  ['Perth', 'WA', '6000'], ['Mandurah', 'WA', '6210'], ['Hobart', 'TAS', '7000'], ['Darwin', 'NT', '0800'], ['Canberra', 'ACT', '2600'],
];

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function salesLocation(id: string, name: string, dealershipSlug: string, [city, state, postcode]: Town, number: number): DealerLocation {
  const phone = `1300 ${String(number).padStart(6, '0').replace(/^(\d{3})(\d{3})$/, '$1 $2')}`;
  return { id, name, slug: slugOf(name), phone, dealership_slug: dealershipSlug, address: { street: `${(number % 380) + 1} Main Road`, city, state, postcode } };
}

/** A dealer group: one dealership and sales location per entry of `dealers`. */
function group(slug: string, dealers: readonly (readonly [dealershipSlug: string, name: string, makes: readonly string[], town: Town])[], number: number): DealerSite {
  return {
    slug,
    dealerships: dealers.map(([dealershipSlug, name, makes]) => ({ id: `d-${dealershipSlug}`, slug: dealershipSlug, name, manufacturers: makes })),
    locations: dealers.map(([dealershipSlug, name, , town], i) => salesLocation(`l-${dealershipSlug}`, `${name} - ${town[0]}`, dealershipSlug, town, number * 10 + i)),
  };
}

/** The demo sites' own dealerships and sales locations, from the site registry. */
const demoDealerSites: readonly DealerSite[] = siteDefinitions.map((site) => ({
  slug: site.slug,
  dealerships: site.dealerships.map(({ id, slug, name, manufacturers }) => ({ id, slug, name, manufacturers: manufacturers ?? [] })),
  locations: site.locations
    .filter((location) => location.location_type === 'sales')
    .map(({ id, name, slug, phone, dealership_slug, address }) => ({ id, name, slug, phone, dealership_slug, address: { street: address.street, city: address.city, state: address.state, postcode: address.postcode } })),
}));

/** The sites search tests spread their stock over: the demo sites plus three multi-brand groups. */
export const searchTestSites: readonly DealerSite[] = [
  ...demoDealerSites,
  group('metro-motor-group', [
    ['metro-mazda', 'Metro Mazda', ['Mazda'], ['Springvale', 'VIC', '3171']],
    ['metro-ford', 'Metro Ford', ['Ford'], ['Ringwood', 'VIC', '3134']],
    ['metro-hyundai', 'Metro Hyundai', ['Hyundai'], ['Geelong', 'VIC', '3220']],
    ['metro-used', 'Metro Used Cars', [], ['Frankston', 'VIC', '3199']],
  ], 1),
  group('sunshine-auto-group', [
    ['sunshine-mitsubishi', 'Sunshine Mitsubishi', ['Mitsubishi'], ['Maroochydore', 'QLD', '4558']],
    ['sunshine-nissan', 'Sunshine Nissan', ['Nissan'], ['Noosaville', 'QLD', '4566']],
    ['sunshine-subaru', 'Sunshine Subaru', ['Subaru'], ['Caloundra', 'QLD', '4551']],
  ], 2),
  group('westside-prestige', [
    ['westside-vw', 'Westside Volkswagen', ['Volkswagen'], ['Osborne Park', 'WA', '6017']],
    ['westside-mercedes', 'Westside Mercedes-Benz', ['Mercedes-Benz'], ['Claremont', 'WA', '6010']],
    ['westside-ev', 'Westside EV Centre', ['Tesla'], ['Fremantle', 'WA', '6160']],
  ], 3),
];

/** Makes a synthetic franchise dealer may sell new. */
const franchiseMakes = ['Kia', 'Toyota', 'Mazda', 'Ford', 'Hyundai', 'Volkswagen', 'Mitsubishi', 'Nissan', 'Subaru', 'Tesla', 'MG', 'Jeep', 'Mercedes-Benz'];

/**
 * `count` dealer sites for the benchmark, like a platform serving hundreds of them: the search
 * test sites first, then single franchise dealers and groups of 2 to 6 dealerships (brands plus
 * a used-car yard), each in a town. Deterministic for (count, seed).
 */
export function benchmarkSites(count: number, seed: string | number = 1): DealerSite[] {
  const rng = createRandom(`benchmark-sites/${seed}`);
  const sites: DealerSite[] = [...searchTestSites];
  for (let i = 0; sites.length < count; i++) {
    const town = rng.pick(towns);
    const size = rng.weighted([[1, 6], [2, 2], [3, 2], [4, 1], [6, 1]] as const);
    const slug = `${slugOf(town[0])}-auto-${i + 1}`;
    const dealers = Array.from({ length: size }, (_, d) => {
      const used = d > 0 && rng.chance(0.3);
      const make = rng.pick(franchiseMakes);
      const dealershipSlug = `${slug}-${used ? 'used' : slugOf(make)}-${d + 1}`;
      return [dealershipSlug, `${town[0]} ${used ? 'Used Cars' : make} ${i + 1}`, used ? [] : [make], town] as const;
    });
    sites.push(group(slug, dealers, 100 + i));
  }
  return sites;
}
