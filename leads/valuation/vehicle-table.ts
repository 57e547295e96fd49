import type { ValuationMarket } from '../contract/valuation-rules';

/**
 * The embedded provider's catalogue (README "The embedded provider"): cars common on Australian,
 * New Zealand and US roads, each with the years it was sold (2005-2025) and a new price. A plate
 * is mapped onto one entry and one of its years by a hash, so every plate names a plausible car.
 *
 * `newPriceAud` is a typical Australian list price of the variant in recent years, in whole AUD;
 * other markets scale it (MARKET_PRICE_FACTOR): a demonstration, not market data.
 */
export interface VehicleTableEntry {
  /** Stable forever: it is the embedded provider's reference to the car (`reference.id`). */
  id: string;
  make: string;
  model: string;
  badge: string | null;
  /** A §3 body type key (stock/car/body-types.ts). */
  body: 'hatchback' | 'sedan' | 'suv' | 'ute' | 'wagon' | 'peopleMover' | 'van' | 'coupe' | 'convertible';
  fuel: 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';
  transmission: 'Automatic' | 'Manual';
  /** First and last model year sold, both included. */
  years: readonly [number, number];
  newPriceAud: number;
  markets: readonly ValuationMarket[];
}

/** What a new price in AUD is in each market's currency and pricing, roughly (NZD list prices run higher, US prices lower). */
export const MARKET_PRICE_FACTOR: Readonly<Record<ValuationMarket, number>> = { AU: 1, NZ: 1.07, US: 0.72 };

type Row = [make: string, model: string, badge: string | null, body: VehicleTableEntry['body'], fuel: VehicleTableEntry['fuel'], transmission: VehicleTableEntry['transmission'], from: number, to: number, newPriceAud: number, markets: string];

const ROWS: readonly Row[] = [
  ['Toyota', 'Corolla', 'Ascent Sport', 'hatchback', 'Petrol', 'Automatic', 2018, 2025, 30_000, 'AU NZ'],
  ['Toyota', 'Corolla', 'Ascent Sport Hybrid', 'hatchback', 'Hybrid', 'Automatic', 2019, 2025, 32_500, 'AU NZ'],
  ['Toyota', 'Camry', 'Ascent', 'sedan', 'Hybrid', 'Automatic', 2018, 2025, 38_000, 'AU NZ'],
  ['Toyota', 'RAV4', 'GX', 'suv', 'Petrol', 'Automatic', 2013, 2025, 38_000, 'AU NZ'],
  ['Toyota', 'RAV4', 'GXL Hybrid', 'suv', 'Hybrid', 'Automatic', 2019, 2025, 46_000, 'AU NZ US'],
  ['Toyota', 'HiLux', 'SR5', 'ute', 'Diesel', 'Automatic', 2005, 2025, 62_000, 'AU NZ'],
  ['Toyota', 'HiLux', 'Workmate', 'ute', 'Diesel', 'Manual', 2005, 2025, 40_000, 'AU NZ'],
  ['Toyota', 'LandCruiser Prado', 'GXL', 'suv', 'Diesel', 'Automatic', 2009, 2025, 72_000, 'AU NZ'],
  ['Toyota', 'LandCruiser', 'GXL', 'suv', 'Diesel', 'Automatic', 2008, 2021, 95_000, 'AU NZ'],
  ['Toyota', 'Yaris', 'Ascent', 'hatchback', 'Petrol', 'Manual', 2005, 2020, 19_000, 'AU NZ'],
  ['Toyota', 'Kluger', 'GXL', 'suv', 'Petrol', 'Automatic', 2008, 2025, 62_000, 'AU'],
  ['Toyota', 'Aqua', null, 'hatchback', 'Hybrid', 'Automatic', 2012, 2021, 25_000, 'NZ'],
  ['Toyota', 'HiAce', 'LWB', 'van', 'Diesel', 'Automatic', 2005, 2025, 50_000, 'AU NZ'],
  ['Toyota', 'Camry', 'LE', 'sedan', 'Petrol', 'Automatic', 2005, 2025, 38_000, 'US'],
  ['Toyota', 'Corolla', 'LE', 'sedan', 'Petrol', 'Automatic', 2005, 2025, 30_000, 'US'],
  ['Toyota', 'Tacoma', 'SR5', 'ute', 'Petrol', 'Automatic', 2005, 2025, 47_000, 'US'],
  ['Toyota', 'Highlander', 'XLE', 'suv', 'Petrol', 'Automatic', 2008, 2025, 58_000, 'US'],
  ['Mazda', 'Mazda3', 'G20 Pure', 'hatchback', 'Petrol', 'Automatic', 2014, 2025, 31_000, 'AU NZ'],
  ['Mazda', 'Mazda2', 'Pure', 'hatchback', 'Petrol', 'Automatic', 2007, 2025, 24_000, 'AU NZ'],
  ['Mazda', 'CX-3', 'Maxx Sport', 'suv', 'Petrol', 'Automatic', 2015, 2025, 29_000, 'AU NZ'],
  ['Mazda', 'CX-5', 'Maxx Sport', 'suv', 'Petrol', 'Automatic', 2012, 2025, 40_000, 'AU NZ'],
  ['Mazda', 'CX-5', 'Touring', 'suv', 'Petrol', 'Automatic', 2013, 2025, 40_000, 'US'],
  ['Mazda', 'BT-50', 'XTR', 'ute', 'Diesel', 'Automatic', 2006, 2025, 55_000, 'AU NZ'],
  ['Mazda', 'MX-5', 'Roadster', 'convertible', 'Petrol', 'Manual', 2005, 2025, 42_000, 'AU NZ US'],
  ['Hyundai', 'i30', 'Active', 'hatchback', 'Petrol', 'Automatic', 2007, 2025, 28_000, 'AU NZ'],
  ['Hyundai', 'Tucson', 'Elite', 'suv', 'Petrol', 'Automatic', 2015, 2025, 42_000, 'AU NZ'],
  ['Hyundai', 'Santa Fe', 'Highlander', 'suv', 'Diesel', 'Automatic', 2012, 2025, 65_000, 'AU NZ'],
  ['Hyundai', 'Kona Electric', 'Extended Range', 'suv', 'Electric', 'Automatic', 2019, 2025, 60_000, 'AU NZ US'],
  ['Hyundai', 'iLoad', null, 'van', 'Diesel', 'Manual', 2008, 2021, 42_000, 'AU NZ'],
  ['Hyundai', 'Elantra', 'SEL', 'sedan', 'Petrol', 'Automatic', 2007, 2025, 30_000, 'US'],
  ['Kia', 'Picanto', 'GT-Line', 'hatchback', 'Petrol', 'Automatic', 2011, 2025, 18_500, 'AU NZ'],
  ['Kia', 'Cerato', 'S', 'hatchback', 'Petrol', 'Automatic', 2009, 2024, 27_000, 'AU NZ'],
  ['Kia', 'Seltos', 'Sport+', 'suv', 'Petrol', 'Automatic', 2020, 2025, 33_000, 'AU NZ'],
  ['Kia', 'Sportage', 'SX', 'suv', 'Petrol', 'Automatic', 2010, 2025, 36_000, 'AU NZ US'],
  ['Kia', 'Sorento', 'GT-Line', 'suv', 'Diesel', 'Automatic', 2009, 2025, 68_000, 'AU NZ'],
  ['Kia', 'Carnival', 'Platinum', 'peopleMover', 'Diesel', 'Automatic', 2015, 2025, 70_000, 'AU NZ'],
  ['Kia', 'EV6', 'GT-Line', 'suv', 'Electric', 'Automatic', 2022, 2025, 82_000, 'AU NZ US'],
  ['Kia', 'Telluride', 'EX', 'suv', 'Petrol', 'Automatic', 2020, 2025, 55_000, 'US'],
  ['Ford', 'Ranger', 'XLT', 'ute', 'Diesel', 'Automatic', 2005, 2025, 65_000, 'AU NZ'],
  ['Ford', 'Ranger', 'Raptor', 'ute', 'Diesel', 'Automatic', 2018, 2022, 75_000, 'AU NZ'],
  ['Ford', 'Everest', 'Trend', 'suv', 'Diesel', 'Automatic', 2015, 2025, 65_000, 'AU NZ'],
  ['Ford', 'Focus', 'Trend', 'hatchback', 'Petrol', 'Automatic', 2005, 2020, 28_000, 'AU NZ'],
  ['Ford', 'Falcon', 'XR6', 'sedan', 'Petrol', 'Automatic', 2005, 2016, 45_000, 'AU'],
  ['Ford', 'Territory', 'TX', 'suv', 'Petrol', 'Automatic', 2005, 2016, 40_000, 'AU'],
  ['Ford', 'Mustang', 'GT', 'coupe', 'Petrol', 'Automatic', 2016, 2025, 65_000, 'AU NZ US'],
  ['Ford', 'F-150', 'XLT', 'ute', 'Petrol', 'Automatic', 2009, 2025, 70_000, 'US'],
  ['Ford', 'Explorer', 'XLT', 'suv', 'Petrol', 'Automatic', 2011, 2025, 52_000, 'US'],
  ['Holden', 'Commodore', 'SV6', 'sedan', 'Petrol', 'Automatic', 2006, 2017, 42_000, 'AU NZ'],
  ['Holden', 'Commodore', 'Evoke Sportwagon', 'wagon', 'Petrol', 'Automatic', 2011, 2017, 40_000, 'AU NZ'],
  ['Holden', 'Colorado', 'LTZ', 'ute', 'Diesel', 'Automatic', 2008, 2020, 52_000, 'AU NZ'],
  ['Holden', 'Barina', 'CD', 'hatchback', 'Petrol', 'Manual', 2005, 2018, 17_000, 'AU'],
  ['Holden', 'Captiva', '7 LX', 'suv', 'Diesel', 'Automatic', 2006, 2018, 42_000, 'AU NZ'],
  ['Mitsubishi', 'Triton', 'GLS', 'ute', 'Diesel', 'Automatic', 2006, 2025, 50_000, 'AU NZ'],
  ['Mitsubishi', 'Outlander', 'ES', 'suv', 'Petrol', 'Automatic', 2007, 2025, 36_000, 'AU NZ US'],
  ['Mitsubishi', 'Outlander', 'PHEV Exceed', 'suv', 'Plug-in Hybrid', 'Automatic', 2014, 2025, 58_000, 'AU NZ US'],
  ['Mitsubishi', 'ASX', 'ES', 'suv', 'Petrol', 'Automatic', 2010, 2025, 28_000, 'AU NZ'],
  ['Mitsubishi', 'Pajero', 'GLX', 'suv', 'Diesel', 'Automatic', 2005, 2021, 55_000, 'AU NZ'],
  ['Nissan', 'Navara', 'ST-X', 'ute', 'Diesel', 'Automatic', 2005, 2025, 60_000, 'AU NZ'],
  ['Nissan', 'X-Trail', 'ST', 'suv', 'Petrol', 'Automatic', 2007, 2025, 36_000, 'AU NZ'],
  ['Nissan', 'Patrol', 'Ti', 'suv', 'Petrol', 'Automatic', 2013, 2025, 85_000, 'AU NZ'],
  ['Nissan', 'Leaf', null, 'hatchback', 'Electric', 'Automatic', 2012, 2025, 50_000, 'AU NZ US'],
  ['Nissan', 'Rogue', 'SV', 'suv', 'Petrol', 'Automatic', 2008, 2025, 40_000, 'US'],
  ['Subaru', 'Forester', '2.5i Premium', 'suv', 'Petrol', 'Automatic', 2008, 2025, 44_000, 'AU NZ US'],
  ['Subaru', 'Outback', '2.5i', 'wagon', 'Petrol', 'Automatic', 2005, 2025, 45_000, 'AU NZ US'],
  ['Subaru', 'WRX', 'Premium', 'sedan', 'Petrol', 'Manual', 2014, 2025, 50_000, 'AU NZ US'],
  ['Subaru', 'XV', '2.0i-L', 'suv', 'Petrol', 'Automatic', 2012, 2023, 32_000, 'AU NZ'],
  ['Subaru', 'Crosstrek', 'Premium', 'suv', 'Petrol', 'Automatic', 2013, 2025, 36_000, 'US'],
  ['Volkswagen', 'Golf', '110TSI Comfortline', 'hatchback', 'Petrol', 'Automatic', 2013, 2025, 35_000, 'AU NZ'],
  ['Volkswagen', 'Golf', 'GTI', 'hatchback', 'Petrol', 'Automatic', 2005, 2025, 55_000, 'AU NZ US'],
  ['Volkswagen', 'Amarok', 'TDI550 Highline', 'ute', 'Diesel', 'Automatic', 2011, 2025, 70_000, 'AU NZ'],
  ['Volkswagen', 'Tiguan', '132TSI Comfortline', 'suv', 'Petrol', 'Automatic', 2008, 2025, 48_000, 'AU NZ'],
  ['Honda', 'Civic', 'VTi-S', 'sedan', 'Petrol', 'Automatic', 2006, 2021, 28_000, 'AU NZ'],
  ['Honda', 'Civic', 'LX', 'sedan', 'Petrol', 'Automatic', 2006, 2025, 33_000, 'US'],
  ['Honda', 'Accord', 'LX', 'sedan', 'Petrol', 'Automatic', 2005, 2025, 38_000, 'US'],
  ['Honda', 'CR-V', 'VTi', 'suv', 'Petrol', 'Automatic', 2007, 2025, 40_000, 'AU NZ'],
  ['Honda', 'CR-V', 'EX', 'suv', 'Petrol', 'Automatic', 2007, 2025, 44_000, 'US'],
  ['Honda', 'Jazz', 'VTi', 'hatchback', 'Petrol', 'Automatic', 2005, 2020, 20_000, 'AU NZ'],
  ['Suzuki', 'Swift', 'GL', 'hatchback', 'Petrol', 'Manual', 2005, 2025, 20_000, 'AU NZ'],
  ['Suzuki', 'Jimny', null, 'suv', 'Petrol', 'Manual', 2019, 2025, 32_000, 'AU NZ'],
  ['Suzuki', 'Vitara', 'RT-S', 'suv', 'Petrol', 'Automatic', 2015, 2025, 33_000, 'AU NZ'],
  ['Isuzu', 'D-Max', 'LS-U', 'ute', 'Diesel', 'Automatic', 2008, 2025, 58_000, 'AU NZ'],
  ['Isuzu', 'MU-X', 'LS-T', 'suv', 'Diesel', 'Automatic', 2014, 2025, 62_000, 'AU NZ'],
  ['Tesla', 'Model 3', 'Rear-Wheel Drive', 'sedan', 'Electric', 'Automatic', 2019, 2025, 62_000, 'AU NZ US'],
  ['Tesla', 'Model Y', 'Long Range', 'suv', 'Electric', 'Automatic', 2022, 2025, 75_000, 'AU NZ US'],
  ['BYD', 'Atto 3', 'Extended Range', 'suv', 'Electric', 'Automatic', 2022, 2025, 50_000, 'AU NZ'],
  ['MG', 'ZS', 'Excite', 'suv', 'Petrol', 'Automatic', 2017, 2025, 25_000, 'AU NZ'],
  ['MG', 'MG3', 'Core', 'hatchback', 'Petrol', 'Automatic', 2013, 2025, 19_000, 'AU NZ'],
  ['BMW', '3 Series', '320i', 'sedan', 'Petrol', 'Automatic', 2005, 2025, 70_000, 'AU NZ'],
  ['Mercedes-Benz', 'C-Class', 'C200', 'sedan', 'Petrol', 'Automatic', 2007, 2025, 72_000, 'AU NZ'],
  ['Mercedes-Benz', 'Sprinter', '316 CDI', 'van', 'Diesel', 'Automatic', 2007, 2025, 70_000, 'AU NZ'],
  ['Audi', 'A3', 'Sportback 35 TFSI', 'hatchback', 'Petrol', 'Automatic', 2013, 2025, 48_000, 'AU NZ'],
  ['Jeep', 'Grand Cherokee', 'Laredo', 'suv', 'Petrol', 'Automatic', 2005, 2025, 55_000, 'AU NZ US'],
  ['Jeep', 'Wrangler', 'Sport', 'suv', 'Petrol', 'Manual', 2007, 2025, 50_000, 'AU US'],
  ['Chevrolet', 'Silverado 1500', 'LT', 'ute', 'Petrol', 'Automatic', 2007, 2025, 70_000, 'US'],
  ['Chevrolet', 'Equinox', 'LT', 'suv', 'Petrol', 'Automatic', 2010, 2025, 40_000, 'US'],
  ['Chevrolet', 'Malibu', 'LT', 'sedan', 'Petrol', 'Automatic', 2008, 2024, 36_000, 'US'],
  ['Ram', '1500', 'Big Horn', 'ute', 'Petrol', 'Automatic', 2011, 2025, 70_000, 'US'],
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const VEHICLE_TABLE: readonly VehicleTableEntry[] = ROWS.map(([make, model, badge, body, fuel, transmission, from, to, newPriceAud, markets]) => ({
  id: slug(`${make} ${model} ${badge ?? ''}`),
  make,
  model,
  badge,
  body,
  fuel,
  transmission,
  years: [from, to] as const,
  newPriceAud,
  markets: markets.split(' ') as ValuationMarket[],
}));

const byId = new Map(VEHICLE_TABLE.map((entry) => [entry.id, entry]));
export const vehicleTableEntry = (id: string): VehicleTableEntry | undefined => byId.get(id);
