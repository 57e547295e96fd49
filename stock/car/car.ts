import { z } from 'zod';
import { zodWithoutEvalInBrowser } from '../text/zod-in-browser';

zodWithoutEvalInBrowser(); // search results are parsed in the browser

/**
 * A vehicle as dealers' feeds describe it: every §3 Car field. A feed row needs only id, make,
 * model, year, car_type, status and dealership_slug; every other field has a default, so a car
 * parsed here is always complete (the slug is derived later, see `deriveSlug`).
 */

export const carTypes = ['new', 'demo', 'used'] as const;
export const carStatuses = ['in_stock', 'coming_soon', 'sold', 'others'] as const;
export const financeProviderKeys = ['taurus', 'powertorque', 'ausloans', 'angle', '360_finance', 'nissan_finance', 'manual'] as const;

const text = z.string().trim();
const optionalText = text.nullish().transform((value) => (value ? value : null));
const money = z.coerce.number().finite().min(0);
const optionalMoney = money.nullish().transform((value) => value ?? null);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'TRUE', 'FALSE'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes' || value === 'TRUE');

export const addressSchema = z.object({
  id: optionalText,
  street: optionalText,
  city: optionalText,
  state: optionalText,
  postcode: optionalText,
  place_url: optionalText,
  place_id: optionalText,
});

export const carLocationSchema = z.object({
  name: optionalText,
  phone: optionalText,
  slug: optionalText,
  address: addressSchema.nullish().transform((value) => value ?? null),
  distribution_locations: z.array(z.string()).nullish().transform((value) => value ?? []),
});

/** One lender's figures for a car (§3 finance_lenders; §5 display rules; §9 providers). */
export const financeLenderSchema = z.object({
  deposit: z.coerce.number().min(0).nullish(),
  termYears: z.coerce.number().min(0).nullish(),
  termMonths: z.coerce.number().min(0).nullish(),
  interestRate: z.coerce.number().min(0).nullish(),
  comparisonRate: z.coerce.number().min(0).nullish(),
  paymentWeek: z.coerce.number().min(0).nullish(),
  paymentMonth: z.coerce.number().min(0).nullish(),
  balloon: z.coerce.number().min(0).nullish(),
  disclaimer: z.string().nullish(),
}).catchall(z.unknown()); // term{N} entries and provider extras

export const variantSchema = z.object({
  cylinders: z.coerce.number().nullish(),
  enginesize: z.coerce.number().nullish(),
  enginesize_litres: z.coerce.number().nullish(),
  induction: z.string().nullish(),
  geartype: z.string().nullish(),
  fuelconsumptioncombined: z.coerce.number().nullish(),
  fuelcapacity: z.coerce.number().nullish(),
  grossvehiclemass: z.coerce.number().nullish(),
  vehiclelength: z.coerce.number().nullish(),
  vehicleheight: z.coerce.number().nullish(),
  vehiclewidth: z.coerce.number().nullish(),
  torque: z.coerce.number().nullish(),
  ancaprating: z.coerce.number().nullish(),
});

/** Caravans (§3): widths and lengths in feet, masses in kg. */
export const caravanSpecificationsSchema = z.object({
  body_width: z.coerce.number().nullish(),
  body_length: z.coerce.number().nullish(),
  tare_weight: z.coerce.number().nullish(),
  axle_type: z.string().nullish(),
  sleeps: z.coerce.number().nullish(),
  aggregate_trailer_mass: z.coerce.number().nullish(),
});

export const autograbDataSchema = z.object({
  state_average_market_price: z.coerce.number().nullish(),
  average_market_price: z.coerce.number().nullish(),
});

const currentYear = new Date().getUTCFullYear();

export const carSchema = z.object({
  // Required in every feed row.
  id: z.coerce.string().trim().min(1, 'id is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'id may hold letters, digits, - and _ only'),
  make: text.min(1, 'make is required'),
  model: text.min(1, 'model is required'),
  year: z.coerce.number().int().min(1900, 'year must be 1900 or later').max(currentYear + 2, `year must be ${currentYear + 2} or earlier`),
  car_type: z.enum(carTypes, { message: `car_type must be one of ${carTypes.join(', ')}` }),
  status: z.enum(carStatuses, { message: `status must be one of ${carStatuses.join(', ')}` }),
  dealership_slug: text.min(1, 'dealership_slug is required'),

  slug: optionalText,
  name: optionalText,
  badge: optionalText,
  series: optionalText,
  item_type: optionalText, // 'caravan' for caravans; null for cars
  sold: flag.default(false),
  sold_date_timestamp: z.coerce.number().int().min(0).nullish().transform((v) => v ?? null), // unix seconds
  show_on_dealer_website: flag.default(true),
  price: money.default(0),
  before_price: optionalMoney,
  offer_price: optionalMoney,
  subscription_price: optionalMoney,
  price_type: optionalText,
  preorder: flag.default(false),
  km: z.coerce.number().int().min(0).default(0),
  stocknum: optionalText,
  vin: optionalText,
  regplate: optionalText,
  rego_expiry: optionalText,
  compliance_date: optionalText,
  build_date: optionalText,
  colour: optionalText,
  simple_body: optionalText,
  simple_transmission: optionalText,
  simple_fuel: optionalText,
  fuel: optionalText,
  trans: optionalText,
  drive: optionalText,
  seats: z.coerce.number().int().min(0).max(99).nullish().transform((v) => v ?? null),
  doors: z.coerce.number().int().min(0).max(9).nullish().transform((v) => v ?? null),
  engine_size: optionalText,
  views: z.coerce.number().int().min(0).default(0),
  tag: optionalText,
  reserved: flag.default(false),
  certified: flag.default(false),
  created_at: z.iso.datetime({ offset: true }).default(() => new Date().toISOString()),
  photos_count: z.coerce.number().int().min(0).default(0),
  thumbnails: z.array(z.string()).default([]),
  images: z.array(z.object({ image_url: z.string() })).default([]),
  primary_image_url: optionalText,
  file: optionalText,
  payment_processors: z.array(z.string()).default([]),
  dealercomments: optionalText,
  carsales_title: optionalText,
  private_suburb: optionalText,
  private_postcode: optionalText,
  standardEquipment: z.array(z.string()).default([]),
  manufacturer_body: optionalText,
  dealership_id: optionalText,
  location_id: optionalText,
  city: optionalText,
  state: optionalText,
  has_nvic: flag.default(false),
  location: carLocationSchema.nullish().transform((v) => v ?? null),
  finance_lenders: z.record(z.string(), financeLenderSchema).default({}),
  variant: variantSchema.nullish().transform((v) => v ?? null),
  specifications: caravanSpecificationsSchema.nullish().transform((v) => v ?? null),
  autograb_data: autograbDataSchema.nullish().transform((v) => v ?? null),
});

export type Car = z.infer<typeof carSchema> & { slug: string };
export type CarInput = z.input<typeof carSchema>;
export type CarType = (typeof carTypes)[number];
export type CarStatus = (typeof carStatuses)[number];
export type FinanceLender = z.infer<typeof financeLenderSchema>;

const slugPart = (value: string) =>
  value.toLowerCase().normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-').replace(/-+/g, '-');

/** §3 slug, when a feed leaves it out: year-make-model-id, e.g. 2024-kia-sportage-ab12. */
export function deriveSlug(car: { year: number; make: string; model: string; id: string }): string {
  return [String(car.year), slugPart(car.make), slugPart(car.model), slugPart(car.id)].filter(Boolean).join('-');
}

export type CarParseResult = { ok: true; car: Car } | { ok: false; errors: string[] };

/** Parses one feed row; errors read "field: reason" so an importer can report them per line. */
export function parseCar(row: unknown): CarParseResult {
  const parsed = carSchema.safeParse(row);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`) };
  }
  const car = parsed.data;
  return { ok: true, car: { ...car, slug: car.slug ?? deriveSlug(car) } };
}
