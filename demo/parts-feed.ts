import { partImagePath, partSchema, type Part, type PartCategory, type PartInput } from '@dealer/stock';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { jeepRamModels, kiaModels, toyotaModels, usedMixModels, type Model } from './catalogue';
import { createRandom } from './prng';

/**
 * A demo parts and accessories feed for one site (§2 /parts/search), deterministic for a site and
 * seed like the car feeds: for each of the site's dealerships, universal accessories plus parts
 * fitted to the models of the makes it stocks. Rows are parsed by `partSchema`, as a real feed's
 * would be. Prices are in the site's currency (NZD for the NZ site: 1.1 × the AUD list).
 */

interface PartTemplate {
  name: string;
  category: PartCategory;
  /** AUD list price. */
  price: number;
  /** Fitted per model (one part per model), per make (`make`), or universal (`any`). */
  fits: 'model' | 'make' | 'any';
  description: string;
}

const templates: readonly PartTemplate[] = [
  { name: 'All-Weather Floor Mats', category: 'Floor Mats & Liners', price: 189, fits: 'model', description: 'Deep-edged rubber mats cut to the floor, front and rear.' },
  { name: 'Cargo Liner', category: 'Floor Mats & Liners', price: 149, fits: 'model', description: 'Raised-edge liner that keeps the boot floor clean.' },
  { name: 'Roof Rack Cross Bars', category: 'Roof Racks & Carriers', price: 449, fits: 'model', description: 'Aerodynamic aluminium bars rated to 75 kg.' },
  { name: 'Roof Pod 420 L', category: 'Roof Racks & Carriers', price: 899, fits: 'any', description: 'Lockable roof pod that opens from both sides.' },
  { name: 'Bike Carrier', category: 'Roof Racks & Carriers', price: 259, fits: 'any', description: 'Roof-mounted carrier for one bike.' },
  { name: 'Tow Bar Kit', category: 'Towing', price: 1190, fits: 'model', description: 'Tow bar, tongue and wiring harness, fitted.' },
  { name: 'Trailer Wiring Harness', category: 'Towing', price: 169, fits: 'make', description: 'Plug-and-play 7-pin harness.' },
  { name: 'Weather Shields', category: 'Exterior Accessories', price: 229, fits: 'model', description: 'Tinted shields for the front and rear doors.' },
  { name: 'Bonnet Protector', category: 'Exterior Accessories', price: 199, fits: 'model', description: 'Deflects stones and insects from the bonnet and windscreen.' },
  { name: 'Mud Flaps Set', category: 'Exterior Accessories', price: 119, fits: 'model', description: 'Front and rear moulded mud flaps.' },
  { name: 'Door Sill Protectors', category: 'Interior Accessories', price: 139, fits: 'model', description: 'Brushed stainless sill plates.' },
  { name: 'Phone Wireless Charger Pad', category: 'Interior Accessories', price: 89, fits: 'any', description: 'Qi charger for the console tray.' },
  { name: 'Seat Covers', category: 'Interior Accessories', price: 329, fits: 'model', description: 'Water-resistant neoprene covers, front pair.' },
  { name: 'LED Driving Lights', category: 'Lighting', price: 649, fits: 'make', description: 'A pair of 9-inch LED driving lights with harness.' },
  { name: 'LED Interior Light Kit', category: 'Lighting', price: 79, fits: 'any', description: 'Replaces the cabin bulbs with LEDs.' },
  { name: 'Alloy Wheel 18"', category: 'Wheels & Tyres', price: 420, fits: 'make', description: 'Genuine alloy wheel, each.' },
  { name: 'Locking Wheel Nuts', category: 'Wheels & Tyres', price: 59, fits: 'make', description: 'A set of four with key.' },
  { name: 'Oil Filter', category: 'Service Parts', price: 24, fits: 'make', description: 'Genuine oil filter.' },
  { name: 'Cabin Air Filter', category: 'Service Parts', price: 39, fits: 'make', description: 'Pollen and dust filter.' },
  { name: 'Wiper Blade Set', category: 'Service Parts', price: 49, fits: 'any', description: 'Front wiper blades, a pair.' },
];

/** Each make's models in the demo catalogue, once each. */
const catalogueByMake = new Map<string, Model[]>();
for (const model of [...kiaModels, ...toyotaModels, ...jeepRamModels, ...usedMixModels]) {
  const models = catalogueByMake.get(model.make) ?? [];
  if (!models.some((known) => known.model === model.model)) models.push(model);
  catalogueByMake.set(model.make, models);
}

const slugPart = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 6);

/** The parts of one demo site, every dealership of it; an unknown site has none. */
export function generateSitePartsFeed(siteSlug: string, options: { seed?: string | number } = {}): Part[] {
  const definition = findSiteDefinition(siteSlug);
  if (!definition) return [];
  const { config } = resolveSiteConfig(definition);
  const factor = config.locale === 'en-NZ' ? 1.1 : 1;
  const rows: PartInput[] = [];
  for (const dealership of config.dealerships) {
    const random = createRandom(`parts:${siteSlug}:${dealership.id}:${options.seed ?? 'demo'}`);
    const makes = dealership.manufacturers?.length ? dealership.manufacturers : config.stock_makes;
    let n = 0;
    const add = (template: PartTemplate, fitment: PartInput['fitment'], label: string) => {
      n += 1;
      // Whole dollars within ±10% of the list price (the site shows whole-currency prices, like cars').
      const price = Math.max(5, Math.round(template.price * factor * random.float(0.9, 1.1)));
      rows.push({
        id: `${dealership.id}-p${String(n).padStart(4, '0')}`,
        part_number: `${slugPart(label)}-${String(1000 + n)}`,
        name: label,
        description: template.description,
        category: template.category,
        price,
        fitment,
        image: partImagePath(template.category),
        dealership_id: dealership.id,
        dealership_slug: dealership.slug,
      });
    };
    for (const template of templates) {
      if (template.fits === 'any') {
        add(template, [], template.name);
        continue;
      }
      for (const make of makes) {
        if (template.fits === 'make') {
          add(template, [{ make }], `${make} ${template.name}`);
          continue;
        }
        for (const model of catalogueByMake.get(make) ?? []) add(template, [{ make, model: model.model }], `${make} ${model.model} ${template.name}`);
      }
    }
  }
  return rows.map((row) => partSchema.parse(row));
}
