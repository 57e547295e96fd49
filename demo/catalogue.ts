import type { DemoStockCatalogue } from '@dealer/tenants';

/**
 * The vehicle catalogue behind the demo feeds: makes, models, badges and their new prices, bodies
 * and powertrains, roughly as the Australian, New Zealand and US markets sell them. Prices are
 * the new price in the market's currency (AUD unless the model says otherwise).
 */

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';
export type Transmission = 'auto' | 'manual' | 'cvt' | 'dct' | 'reduction';
/** §3 body types used by the demo stock, plus `caravan` for item_type caravan. */
export type DemoBody = 'sedan' | 'hatch' | 'suv' | 'wagon' | 'ute' | 'cabChassis' | 'van' | 'peopleMover' | 'coupe' | 'convertible' | 'caravan';
export type Segment = 'light' | 'small' | 'medium' | 'large' | 'people' | 'ute' | 'van' | 'performance' | 'luxury' | 'ev' | 'caravan';

export interface Badge {
  name: string;
  price: number;
  fuel?: SimpleFuel;
  drive?: string;
  engine?: number | null;
  trans?: Transmission;
  body?: DemoBody;
  cylinders?: number;
  turbo?: boolean;
  gears?: number;
  doors?: number;
}

export interface Model {
  make: string;
  model: string;
  series: string;
  body: DemoBody;
  manufacturerBody: string;
  segment: Segment;
  seats: number;
  doors: number;
  fuel: SimpleFuel;
  drive: string;
  /** Litres; null for electric. */
  engine: number | null;
  cylinders: number;
  turbo: boolean;
  trans: Transmission;
  gears: number;
  /** First and last model year on sale new (last may be in the future). */
  years: readonly [number, number];
  /** Still sold new (else it only appears as used or demo stock). */
  current: boolean;
  badges: readonly Badge[];
  /** Length, width, height in mm. */
  size: readonly [number, number, number];
  torque: number;
  colours?: readonly string[];
}

type ModelInput = Omit<Model, 'badges' | 'current' | 'turbo' | 'cylinders' | 'gears'> & {
  badges: readonly (readonly [string, number, Partial<Omit<Badge, 'name' | 'price'>>?])[];
  current?: boolean;
  turbo?: boolean;
  cylinders?: number;
  gears?: number;
};

function model(input: ModelInput): Model {
  const electric = input.fuel === 'Electric';
  return {
    ...input,
    current: input.current ?? true,
    turbo: input.turbo ?? false,
    cylinders: input.cylinders ?? (electric ? 0 : input.engine && input.engine > 3.2 ? 6 : 4),
    gears: input.gears ?? (electric ? 1 : input.trans === 'cvt' ? 1 : input.trans === 'manual' ? 6 : 8),
    badges: input.badges.map(([name, price, extra]) => ({ name, price, ...extra })),
  };
}

const EV = { fuel: 'Electric' as const, engine: null, trans: 'reduction' as const };
const HYBRID = { fuel: 'Hybrid' as const, trans: 'auto' as const };

// Kia Australia: the §3 model list (Picanto to EV9).
export const kiaModels: readonly Model[] = [
  model({ make: 'Kia', model: 'Picanto', series: 'JA MY25', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'light', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.2, trans: 'auto', gears: 4, years: [2018, 2026], size: [3595, 1595, 1485], torque: 122, badges: [['S', 18990], ['GT-Line', 21490]] }),
  model({ make: 'Kia', model: 'Cerato', series: 'BD MY24', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2019, 2024], current: false, size: [4510, 1800, 1440], torque: 192, badges: [['S', 28990], ['Sport', 31990], ['Sport+', 34990, { body: 'sedan' }], ['GT', 39990, { engine: 1.6, trans: 'dct', gears: 7 }]] }),
  model({ make: 'Kia', model: 'K4', series: 'CL4 MY25', body: 'sedan', manufacturerBody: 'Sedan', segment: 'small', seats: 5, doors: 4, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'cvt', years: [2025, 2026], size: [4710, 1850, 1420], torque: 179, badges: [['S', 30990], ['Sport', 33990], ['Sport+', 36990, { body: 'hatch' }], ['GT-Line', 41490, { engine: 1.6, trans: 'auto' }]] }),
  model({ make: 'Kia', model: 'Stonic', series: 'YB MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'light', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.0, turbo: true, cylinders: 3, trans: 'dct', gears: 7, years: [2021, 2026], size: [4140, 1760, 1520], torque: 172, badges: [['S', 26990, { engine: 1.4, turbo: false, trans: 'auto', gears: 6 }], ['Sport', 28990], ['GT-Line', 32990]] }),
  model({ make: 'Kia', model: 'Seltos', series: 'SP2 MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'cvt', years: [2020, 2026], size: [4385, 1800, 1620], torque: 179, badges: [['S', 30990], ['Sport', 33990], ['Sport+', 37990, { drive: 'AWD', engine: 1.6 }], ['GT-Line', 43990, { drive: 'AWD', engine: 1.6 }]] }),
  model({ make: 'Kia', model: 'Sportage', series: 'NQ5 MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2022, 2026], size: [4660, 1865, 1665], torque: 192, badges: [['S', 36990], ['SX', 40490], ['SX+', 46490, { fuel: 'Diesel', drive: 'AWD', engine: 2.0 }], ['GT-Line', 52490, { drive: 'AWD', engine: 1.6 }], ['GT-Line Hybrid', 55990, { ...HYBRID, drive: 'AWD', engine: 1.6 }]] }),
  model({ make: 'Kia', model: 'Sorento', series: 'MQ4 MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'large', seats: 7, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 3.5, trans: 'auto', years: [2021, 2026], size: [4815, 1900, 1700], torque: 332, badges: [['S', 51990], ['Sport', 55990, { fuel: 'Diesel', drive: 'AWD', engine: 2.2 }], ['Sport+', 60990, { fuel: 'Diesel', drive: 'AWD', engine: 2.2 }], ['GT-Line', 68490, { fuel: 'Diesel', drive: 'AWD', engine: 2.2 }], ['GT-Line Hybrid', 72990, { ...HYBRID, drive: 'AWD', engine: 1.6 }], ['GT-Line PHEV', 79990, { fuel: 'Plug-in Hybrid', drive: 'AWD', engine: 1.6 }]] }),
  model({ make: 'Kia', model: 'Carnival', series: 'KA4 MY25', body: 'peopleMover', manufacturerBody: 'Wagon', segment: 'people', seats: 8, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 3.5, trans: 'auto', years: [2021, 2026], size: [5155, 1995, 1775], torque: 355, badges: [['S', 51990], ['Sport', 56490, { fuel: 'Diesel', engine: 2.2 }], ['Sport+', 62490], ['GT-Line', 70990], ['GT-Line Hybrid', 76990, { ...HYBRID, engine: 1.6 }]] }),
  model({ make: 'Kia', model: 'Niro Hybrid', series: 'SG2 MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'small', seats: 5, doors: 5, fuel: 'Hybrid', drive: 'FWD', engine: 1.6, trans: 'dct', gears: 6, years: [2022, 2026], size: [4420, 1825, 1545], torque: 265, badges: [['S', 42990], ['GT-Line', 50990]] }),
  model({ make: 'Kia', model: 'Tasman', series: 'TK MY26', body: 'ute', manufacturerBody: 'Dual Cab Pick-up', segment: 'ute', seats: 5, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 2.2, turbo: true, trans: 'auto', years: [2025, 2026], size: [5410, 1930, 1870], torque: 441, badges: [['S', 51990], ['S Cab Chassis', 46990, { body: 'cabChassis', drive: '4WD' }], ['SX', 58990], ['SX+', 64490], ['X-Line', 69990], ['X-Pro', 75990]] }),
  model({ make: 'Kia', model: 'EV3', series: 'SV MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'FWD', cylinders: 0, years: [2025, 2026], size: [4300, 1850, 1560], torque: 283, badges: [['Air Standard Range', 47600], ['Air Long Range', 54990], ['Earth', 58990], ['GT-Line', 63950]] }),
  model({ make: 'Kia', model: 'EV5', series: 'OV MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'FWD', cylinders: 0, years: [2025, 2026], size: [4615, 1875, 1715], torque: 310, badges: [['Air', 56770], ['Earth', 65770], ['GT-Line', 74770, { drive: 'AWD' }]] }),
  model({ make: 'Kia', model: 'EV6', series: 'CV MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'RWD', cylinders: 0, years: [2022, 2026], size: [4695, 1890, 1550], torque: 350, badges: [['Air', 69990], ['Earth', 77990, { drive: 'AWD' }], ['GT-Line', 83990, { drive: 'AWD' }]] }),
  model({ make: 'Kia', model: 'EV6 GT', series: 'CV MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'performance', seats: 5, doors: 5, ...EV, drive: 'AWD', cylinders: 0, years: [2023, 2026], size: [4695, 1890, 1545], torque: 740, badges: [['GT', 99990]] }),
  model({ make: 'Kia', model: 'EV9', series: 'MV MY25', body: 'suv', manufacturerBody: 'Wagon', segment: 'luxury', seats: 7, doors: 5, ...EV, drive: 'RWD', cylinders: 0, years: [2024, 2026], size: [5010, 1980, 1780], torque: 350, badges: [['Air', 97000], ['Earth', 109000, { drive: 'AWD' }], ['GT-Line', 121000, { drive: 'AWD' }]] }),
];

// Toyota (prices in AUD; the NZ site converts).
export const toyotaModels: readonly Model[] = [
  model({ make: 'Toyota', model: 'Yaris', series: 'MXPA10R', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'light', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.5, cylinders: 3, trans: 'cvt', years: [2020, 2026], size: [3940, 1695, 1500], torque: 145, badges: [['Ascent Sport', 25990], ['SX', 28990], ['ZR Hybrid', 34990, { ...HYBRID, trans: 'cvt' }]] }),
  model({ make: 'Toyota', model: 'Yaris Cross', series: 'MXPB10R', body: 'suv', manufacturerBody: 'Wagon', segment: 'light', seats: 5, doors: 5, fuel: 'Hybrid', drive: 'FWD', engine: 1.5, cylinders: 3, trans: 'cvt', years: [2020, 2026], size: [4180, 1765, 1590], torque: 120, badges: [['GX', 30990], ['GXL', 33990], ['Urban', 37990, { drive: 'AWD' }]] }),
  model({ make: 'Toyota', model: 'Corolla', series: 'MZEA12R', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'small', seats: 5, doors: 5, fuel: 'Hybrid', drive: 'FWD', engine: 1.8, trans: 'cvt', years: [2018, 2026], size: [4375, 1790, 1435], torque: 142, badges: [['Ascent Sport', 31990], ['SX', 35990, { body: 'sedan' }], ['ZR', 40990]] }),
  model({ make: 'Toyota', model: 'Corolla Cross', series: 'MXGH10R', body: 'suv', manufacturerBody: 'Wagon', segment: 'small', seats: 5, doors: 5, fuel: 'Hybrid', drive: 'FWD', engine: 2.0, trans: 'cvt', years: [2022, 2026], size: [4460, 1825, 1620], torque: 188, badges: [['GX', 37990], ['GXL', 41990], ['Atmos', 49990, { drive: 'AWD' }]] }),
  model({ make: 'Toyota', model: 'C-HR', series: 'AX20', body: 'suv', manufacturerBody: 'Wagon', segment: 'small', seats: 5, doors: 5, fuel: 'Hybrid', drive: 'FWD', engine: 2.0, trans: 'cvt', years: [2017, 2026], size: [4360, 1830, 1565], torque: 190, badges: [['GXL', 45990], ['Koba', 52990, { drive: 'AWD' }], ['GR Sport', 56990, { drive: 'AWD' }]] }),
  model({ make: 'Toyota', model: 'Camry', series: 'AXVH80R', body: 'sedan', manufacturerBody: 'Sedan', segment: 'medium', seats: 5, doors: 4, fuel: 'Hybrid', drive: 'FWD', engine: 2.5, trans: 'cvt', years: [2018, 2026], size: [4920, 1840, 1445], torque: 221, badges: [['Ascent', 39990], ['SL', 49990]] }),
  model({ make: 'Toyota', model: 'RAV4', series: 'AXAH54R', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Hybrid', drive: 'FWD', engine: 2.5, trans: 'cvt', years: [2019, 2026], size: [4615, 1855, 1690], torque: 221, badges: [['GX', 40990, { fuel: 'Petrol', engine: 2.0 }], ['GXL Hybrid', 46990], ['Cruiser Hybrid', 52990, { drive: 'AWD' }], ['Edge Hybrid', 58990, { drive: 'AWD' }]] }),
  model({ make: 'Toyota', model: 'Kluger', series: 'AXUH78R', body: 'suv', manufacturerBody: 'Wagon', segment: 'large', seats: 7, doors: 5, fuel: 'Hybrid', drive: 'AWD', engine: 2.5, trans: 'cvt', years: [2021, 2026], size: [4965, 1930, 1755], torque: 242, badges: [['GX', 59990, { fuel: 'Petrol', engine: 2.4, turbo: true, trans: 'auto' }], ['GXL Hybrid', 71990], ['Grande Hybrid', 83990]] }),
  model({ make: 'Toyota', model: 'HiLux', series: 'GUN126R', body: 'ute', manufacturerBody: 'Double Cab Pick Up', segment: 'ute', seats: 5, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 2.8, turbo: true, trans: 'auto', gears: 6, years: [2015, 2026], size: [5325, 1900, 1815], torque: 500, badges: [['Workmate', 39990, { body: 'cabChassis', drive: '2WD', engine: 2.4 }], ['SR', 52990], ['SR5', 63990], ['Rogue', 71990], ['GR Sport', 78990]] }),
  model({ make: 'Toyota', model: 'LandCruiser Prado', series: 'TJA250R', body: 'suv', manufacturerBody: 'Wagon', segment: 'large', seats: 7, doors: 5, fuel: 'Diesel', drive: '4WD', engine: 2.8, turbo: true, trans: 'auto', years: [2018, 2026], size: [4925, 1980, 1850], torque: 500, badges: [['GX', 77990], ['VX', 90990], ['Kakadu', 98990]] }),
  model({ make: 'Toyota', model: 'LandCruiser 300', series: 'FJA300R', body: 'suv', manufacturerBody: 'Wagon', segment: 'luxury', seats: 7, doors: 5, fuel: 'Diesel', drive: '4WD', engine: 3.3, cylinders: 6, turbo: true, trans: 'auto', gears: 10, years: [2021, 2026], size: [4980, 1980, 1950], torque: 700, badges: [['GXL', 109990], ['VX', 121990], ['Sahara', 141990]] }),
  model({ make: 'Toyota', model: 'LandCruiser 70', series: 'VDJ79R', body: 'cabChassis', manufacturerBody: 'Cab Chassis', segment: 'ute', seats: 2, doors: 2, fuel: 'Diesel', drive: '4WD', engine: 2.8, turbo: true, trans: 'auto', gears: 6, years: [2017, 2026], size: [5230, 1870, 1955], torque: 500, badges: [['Workmate', 77990], ['GXL', 84990]] }),
  model({ make: 'Toyota', model: 'HiAce', series: 'GDH300R', body: 'van', manufacturerBody: 'Van', segment: 'van', seats: 3, doors: 4, fuel: 'Diesel', drive: 'RWD', engine: 2.8, turbo: true, trans: 'auto', gears: 6, years: [2019, 2026], size: [5265, 1950, 1990], torque: 450, badges: [['LWB', 52990], ['SLWB', 58990]] }),
  model({ make: 'Toyota', model: 'bZ4X', series: 'XEAM10R', body: 'suv', manufacturerBody: 'Wagon', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'FWD', cylinders: 0, years: [2022, 2026], size: [4690, 1860, 1650], torque: 266, badges: [['FWD', 66000], ['AWD', 74900, { drive: 'AWD' }]] }),
  model({ make: 'Toyota', model: 'GR86', series: 'ZN8', body: 'coupe', manufacturerBody: 'Coupe', segment: 'performance', seats: 4, doors: 2, fuel: 'Petrol', drive: 'RWD', engine: 2.4, trans: 'manual', years: [2022, 2026], size: [4265, 1775, 1310], torque: 250, badges: [['GTS', 49990], ['GT', 46990, { trans: 'auto', gears: 6 }]] }),
  model({ make: 'Toyota', model: 'GR Yaris', series: 'GXPA16R', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'performance', seats: 4, doors: 3, fuel: 'Petrol', drive: 'AWD', engine: 1.6, cylinders: 3, turbo: true, trans: 'manual', years: [2020, 2026], size: [3995, 1805, 1455], torque: 400, badges: [['GR Yaris', 72990], ['Rallye', 77990]] }),
];

// Jeep and Ram for the US site (prices in USD, MSRP).
export const jeepRamModels: readonly Model[] = [
  model({ make: 'Jeep', model: 'Wrangler', series: 'JL', body: 'suv', manufacturerBody: '4-Door SUV', segment: 'medium', seats: 5, doors: 4, fuel: 'Petrol', drive: '4WD', engine: 3.6, cylinders: 6, trans: 'auto', years: [2018, 2026], size: [4882, 1894, 1848], torque: 353, badges: [['Sport', 33995, { body: 'convertible', doors: 2 }], ['Sport S', 38995], ['Sahara', 48995], ['Rubicon', 53995], ['Rubicon 4xe', 58995, { fuel: 'Plug-in Hybrid', engine: 2.0 }], ['Rubicon 392', 84995, { engine: 6.4 }]] }),
  model({ make: 'Jeep', model: 'Gladiator', series: 'JT', body: 'ute', manufacturerBody: 'Crew Cab Pickup', segment: 'ute', seats: 5, doors: 4, fuel: 'Petrol', drive: '4WD', engine: 3.6, cylinders: 6, trans: 'auto', years: [2020, 2026], size: [5591, 1894, 1907], torque: 353, badges: [['Sport', 39995], ['Mojave', 49995], ['Rubicon', 54995]] }),
  model({ make: 'Jeep', model: 'Grand Cherokee', series: 'WL', body: 'suv', manufacturerBody: 'SUV', segment: 'large', seats: 5, doors: 5, fuel: 'Petrol', drive: '4WD', engine: 3.6, cylinders: 6, trans: 'auto', years: [2021, 2026], size: [4914, 1968, 1792], torque: 353, badges: [['Laredo', 39995], ['Limited', 46995], ['Overland', 56995], ['Summit Reserve', 66995], ['Trailhawk 4xe', 62995, { fuel: 'Plug-in Hybrid', engine: 2.0 }]] }),
  model({ make: 'Jeep', model: 'Grand Cherokee L', series: 'WL', body: 'suv', manufacturerBody: 'SUV', segment: 'large', seats: 7, doors: 5, fuel: 'Petrol', drive: '4WD', engine: 3.6, cylinders: 6, trans: 'auto', years: [2021, 2026], size: [5204, 1968, 1816], torque: 353, badges: [['Laredo', 42995], ['Limited', 49995], ['Overland', 58995]] }),
  model({ make: 'Jeep', model: 'Compass', series: 'MP', body: 'suv', manufacturerBody: 'SUV', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'AWD', engine: 2.0, turbo: true, trans: 'auto', years: [2017, 2026], size: [4404, 1819, 1640], torque: 400, badges: [['Sport', 27995], ['Latitude', 30995], ['Limited', 34995], ['Trailhawk', 35995, { drive: '4WD' }]] }),
  model({ make: 'Jeep', model: 'Cherokee', series: 'KL', body: 'suv', manufacturerBody: 'SUV', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: '4WD', engine: 2.4, trans: 'auto', gears: 9, years: [2014, 2023], current: false, size: [4624, 1859, 1669], torque: 232, badges: [['Latitude Lux', 33995], ['Trailhawk', 38995, { engine: 3.2, cylinders: 6 }]] }),
  model({ make: 'Jeep', model: 'Wagoneer', series: 'WS', body: 'suv', manufacturerBody: 'SUV', segment: 'luxury', seats: 8, doors: 5, fuel: 'Petrol', drive: '4WD', engine: 3.0, cylinders: 6, turbo: true, trans: 'auto', years: [2022, 2026], size: [5453, 2123, 1920], torque: 678, badges: [['Series II', 67995], ['Series III', 77995], ['Grand Wagoneer', 93995]] }),
  model({ make: 'Jeep', model: 'Wagoneer S', series: 'KM', body: 'suv', manufacturerBody: 'SUV', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'AWD', cylinders: 0, years: [2025, 2026], size: [4889, 1960, 1645], torque: 841, badges: [['Launch Edition', 71995], ['Limited', 65995]] }),
  model({ make: 'Ram', model: '1500', series: 'DT', body: 'ute', manufacturerBody: 'Crew Cab Pickup', segment: 'ute', seats: 6, doors: 4, fuel: 'Petrol', drive: '4WD', engine: 3.0, cylinders: 6, turbo: true, trans: 'auto', years: [2019, 2026], size: [5916, 2085, 1971], torque: 635, badges: [['Tradesman', 40995, { drive: 'RWD' }], ['Big Horn', 46995], ['Laramie', 57995], ['Rebel', 58995], ['Limited', 69995], ['TRX', 79995, { engine: 6.2, cylinders: 8 }]] }),
  model({ make: 'Ram', model: '2500', series: 'DJ', body: 'ute', manufacturerBody: 'Crew Cab Pickup', segment: 'ute', seats: 6, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 6.7, cylinders: 6, turbo: true, trans: 'auto', gears: 6, years: [2019, 2026], size: [6084, 2009, 2030], torque: 1152, badges: [['Tradesman', 47995], ['Laramie', 61995], ['Power Wagon', 69995, { fuel: 'Petrol', engine: 6.4, cylinders: 8 }]] }),
  model({ make: 'Ram', model: '3500 Chassis Cab', series: 'DD', body: 'cabChassis', manufacturerBody: 'Regular Cab Chassis', segment: 'ute', seats: 3, doors: 2, fuel: 'Diesel', drive: '4WD', engine: 6.7, cylinders: 6, turbo: true, trans: 'auto', gears: 6, years: [2019, 2026], size: [5850, 2009, 2000], torque: 1020, badges: [['Tradesman', 52995], ['SLT', 57995]] }),
  model({ make: 'Ram', model: 'ProMaster', series: 'VF', body: 'van', manufacturerBody: 'Cargo Van', segment: 'van', seats: 2, doors: 4, fuel: 'Petrol', drive: 'FWD', engine: 3.6, cylinders: 6, trans: 'auto', gears: 9, years: [2019, 2026], size: [5950, 2078, 2560], torque: 353, badges: [['1500 Tradesman', 45995], ['2500 SLT+', 54995], ['EV', 79995, { ...EV, cylinders: 0 }]] }),
];

// A used-car group's mix (Southern Cross Motors), AUD new prices.
export const usedMixModels: readonly Model[] = [
  ...toyotaModels.filter((m) => ['Corolla', 'RAV4', 'HiLux', 'Camry', 'LandCruiser Prado', 'Kluger', 'HiAce', 'Yaris Cross'].includes(m.model)),
  model({ make: 'Mazda', model: 'Mazda2', series: 'DJ', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'light', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.5, trans: 'auto', gears: 6, years: [2015, 2026], size: [4065, 1695, 1495], torque: 144, badges: [['G15 Pure', 24490], ['G15 GT', 28490]] }),
  model({ make: 'Mazda', model: 'Mazda3', series: 'BP', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2019, 2026], size: [4460, 1795, 1435], torque: 200, badges: [['G20 Pure', 32990], ['G20 Evolve', 35490, { body: 'sedan' }], ['G25 Astina', 42990, { engine: 2.5 }]] }),
  model({ make: 'Mazda', model: 'CX-3', series: 'DK', body: 'suv', manufacturerBody: 'Wagon', segment: 'light', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2016, 2026], size: [4275, 1765, 1535], torque: 195, badges: [['G20 Pure', 29990], ['G20 Akari', 37990]] }),
  model({ make: 'Mazda', model: 'CX-30', series: 'DM', body: 'suv', manufacturerBody: 'Wagon', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2020, 2026], size: [4395, 1795, 1540], torque: 200, badges: [['G20 Pure', 34990], ['G25 Astina', 46990, { drive: 'AWD', engine: 2.5 }]] }),
  model({ make: 'Mazda', model: 'CX-5', series: 'KF', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2017, 2026], size: [4575, 1845, 1680], torque: 200, badges: [['Maxx', 37990], ['Maxx Sport', 42990, { drive: 'AWD', engine: 2.5 }], ['GT SP', 51990, { drive: 'AWD', engine: 2.5, turbo: true }], ['Akera', 54990, { fuel: 'Diesel', drive: 'AWD', engine: 2.2 }]] }),
  model({ make: 'Mazda', model: 'CX-9', series: 'TC', body: 'suv', manufacturerBody: 'Wagon', segment: 'large', seats: 7, doors: 5, fuel: 'Petrol', drive: 'AWD', engine: 2.5, turbo: true, trans: 'auto', gears: 6, years: [2016, 2023], current: false, size: [5075, 1969, 1747], torque: 420, badges: [['Sport', 49990, { drive: 'FWD' }], ['Azami', 66990]] }),
  model({ make: 'Mazda', model: 'BT-50', series: 'TF', body: 'ute', manufacturerBody: 'Dual Cab Pick-up', segment: 'ute', seats: 5, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 3.0, turbo: true, trans: 'auto', gears: 6, years: [2020, 2026], size: [5280, 1870, 1810], torque: 450, badges: [['XT', 51990], ['GT', 61990], ['Thunder', 68990]] }),
  model({ make: 'Mazda', model: 'MX-5', series: 'ND', body: 'convertible', manufacturerBody: 'Roadster', segment: 'performance', seats: 2, doors: 2, fuel: 'Petrol', drive: 'RWD', engine: 2.0, trans: 'manual', years: [2015, 2026], size: [3915, 1735, 1235], torque: 205, badges: [['Roadster', 42990], ['RF GT', 52990, { trans: 'auto', gears: 6, body: 'coupe' }]] }),
  model({ make: 'Ford', model: 'Ranger', series: 'PY', body: 'ute', manufacturerBody: 'Double Cab Pick Up', segment: 'ute', seats: 5, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 2.0, turbo: true, trans: 'auto', gears: 10, years: [2016, 2026], size: [5370, 1918, 1884], torque: 500, badges: [['XL', 49990, { body: 'cabChassis' }], ['XLT', 64990], ['Sport', 69990], ['Wildtrak', 74990, { engine: 3.0, cylinders: 6 }], ['Raptor', 89990, { fuel: 'Petrol', engine: 3.0, cylinders: 6 }]] }),
  model({ make: 'Ford', model: 'Everest', series: 'UB', body: 'suv', manufacturerBody: 'Wagon', segment: 'large', seats: 7, doors: 5, fuel: 'Diesel', drive: '4WD', engine: 2.0, turbo: true, trans: 'auto', gears: 10, years: [2018, 2026], size: [4914, 1923, 1842], torque: 500, badges: [['Ambiente', 55990, { drive: 'RWD' }], ['Trend', 66990], ['Platinum', 84990, { engine: 3.0, cylinders: 6 }]] }),
  model({ make: 'Ford', model: 'Mustang', series: 'S650', body: 'coupe', manufacturerBody: 'Fastback', segment: 'performance', seats: 4, doors: 2, fuel: 'Petrol', drive: 'RWD', engine: 5.0, cylinders: 8, trans: 'auto', gears: 10, years: [2016, 2026], size: [4811, 1916, 1403], torque: 540, badges: [['GT', 82990], ['GT Convertible', 89990, { body: 'convertible' }], ['EcoBoost', 64990, { engine: 2.3, cylinders: 4, turbo: true }]] }),
  model({ make: 'Ford', model: 'Escape', series: 'ZH', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.5, cylinders: 3, turbo: true, trans: 'auto', years: [2020, 2024], current: false, size: [4614, 1882, 1680], torque: 240, badges: [['Escape', 39990], ['ST-Line', 44990, { drive: 'AWD', engine: 2.0, cylinders: 4 }], ['ST-Line PHEV', 54990, { fuel: 'Plug-in Hybrid', engine: 2.5, cylinders: 4, trans: 'cvt' }]] }),
  model({ make: 'Ford', model: 'Transit Custom', series: 'VN', body: 'van', manufacturerBody: 'Van', segment: 'van', seats: 3, doors: 4, fuel: 'Diesel', drive: 'FWD', engine: 2.0, turbo: true, trans: 'auto', gears: 6, years: [2018, 2026], size: [5050, 2032, 1980], torque: 390, badges: [['340S', 52990], ['340L Sport', 62990]] }),
  model({ make: 'Hyundai', model: 'i30', series: 'PD', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2017, 2026], size: [4340, 1795, 1455], torque: 203, badges: [['i30', 28990], ['Active', 31990], ['N Line', 35990, { engine: 1.6, turbo: true, trans: 'dct', gears: 7 }], ['Elite Sedan', 36990, { body: 'sedan' }], ['Tourer Active', 29990, { body: 'wagon' }]] }),
  model({ make: 'Hyundai', model: 'Tucson', series: 'NX4', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'auto', gears: 6, years: [2021, 2026], size: [4630, 1865, 1665], torque: 192, badges: [['Tucson', 36990], ['Elite', 43990, { drive: 'AWD', fuel: 'Diesel', engine: 2.0 }], ['Highlander Hybrid', 55990, { ...HYBRID, engine: 1.6, drive: 'AWD' }]] }),
  model({ make: 'Hyundai', model: 'Santa Fe', series: 'MX5', body: 'suv', manufacturerBody: 'Wagon', segment: 'large', seats: 7, doors: 5, fuel: 'Hybrid', drive: 'AWD', engine: 1.6, turbo: true, trans: 'auto', gears: 6, years: [2019, 2026], size: [4830, 1900, 1770], torque: 367, badges: [['Elite Hybrid', 63990], ['Calligraphy Hybrid', 75990]] }),
  model({ make: 'Hyundai', model: 'Kona', series: 'SX2', body: 'suv', manufacturerBody: 'Wagon', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.0, trans: 'cvt', years: [2018, 2026], size: [4355, 1825, 1575], torque: 180, badges: [['Kona', 32990], ['Premium Hybrid', 45990, { ...HYBRID, engine: 1.6, trans: 'dct' }], ['Electric Extended Range', 64990, { ...EV, cylinders: 0 }]] }),
  model({ make: 'Hyundai', model: 'IONIQ 5', series: 'NE', body: 'suv', manufacturerBody: 'Wagon', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'RWD', cylinders: 0, years: [2021, 2026], size: [4635, 1890, 1605], torque: 350, badges: [['Standard Range', 69990], ['Techniq', 79990, { drive: 'AWD' }], ['Epiq', 84990, { drive: 'AWD' }]] }),
  model({ make: 'Hyundai', model: 'Staria', series: 'US4', body: 'peopleMover', manufacturerBody: 'Wagon', segment: 'people', seats: 8, doors: 5, fuel: 'Diesel', drive: 'AWD', engine: 2.2, turbo: true, trans: 'auto', gears: 8, years: [2021, 2026], size: [5253, 1997, 1990], torque: 430, badges: [['Staria', 54990, { fuel: 'Petrol', engine: 3.5, cylinders: 6, drive: 'FWD' }], ['Highlander', 71990]] }),
  model({ make: 'Volkswagen', model: 'Polo', series: 'AW', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'light', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.0, cylinders: 3, turbo: true, trans: 'dct', gears: 7, years: [2018, 2026], size: [4074, 1751, 1451], torque: 200, badges: [['Life', 29990], ['GTI', 41990, { engine: 2.0, cylinders: 4, gears: 6 }]] }),
  model({ make: 'Volkswagen', model: 'Golf', series: '8', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.4, turbo: true, trans: 'auto', years: [2021, 2026], size: [4284, 1789, 1491], torque: 250, badges: [['Life', 39990], ['R-Line Wagon', 46990, { body: 'wagon' }], ['GTI', 57990, { engine: 2.0, trans: 'dct', gears: 7 }], ['R', 69990, { drive: 'AWD', engine: 2.0, trans: 'dct', gears: 7 }]] }),
  model({ make: 'Volkswagen', model: 'T-Roc', series: 'A1', body: 'suv', manufacturerBody: 'Wagon', segment: 'small', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.4, turbo: true, trans: 'auto', years: [2020, 2026], size: [4234, 1819, 1573], torque: 250, badges: [['CityLife', 39990], ['R-Line', 49990, { drive: 'AWD', engine: 2.0, trans: 'dct', gears: 7 }]] }),
  model({ make: 'Volkswagen', model: 'Tiguan', series: '5N', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.4, turbo: true, trans: 'dct', gears: 6, years: [2017, 2026], size: [4509, 1839, 1675], torque: 250, badges: [['110TSI Life', 45990], ['162TSI Elegance', 59990, { drive: 'AWD', engine: 2.0, gears: 7 }], ['Allspace 162TSI', 62990, { drive: 'AWD', engine: 2.0, gears: 7 }]] }),
  model({ make: 'Volkswagen', model: 'Amarok', series: 'NF', body: 'ute', manufacturerBody: 'Dual Cab Utility', segment: 'ute', seats: 5, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 2.0, turbo: true, trans: 'auto', gears: 10, years: [2017, 2026], size: [5350, 1910, 1884], torque: 500, badges: [['Core', 55990], ['Style', 63990], ['Aventura', 79990, { engine: 3.0, cylinders: 6 }]] }),
  model({ make: 'Volkswagen', model: 'Transporter', series: 'T6.1', body: 'van', manufacturerBody: 'Van', segment: 'van', seats: 3, doors: 4, fuel: 'Diesel', drive: 'FWD', engine: 2.0, turbo: true, trans: 'dct', gears: 7, years: [2016, 2024], current: false, size: [5304, 1904, 1990], torque: 340, badges: [['TDI340 LWB', 52990], ['TDI450 Cruiser', 68990, { drive: 'AWD' }]] }),
  model({ make: 'Mitsubishi', model: 'Triton', series: 'MV', body: 'ute', manufacturerBody: 'Double Cab Pick Up', segment: 'ute', seats: 5, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 2.4, turbo: true, trans: 'auto', gears: 6, years: [2016, 2026], size: [5320, 1865, 1795], torque: 470, badges: [['GLX', 47990, { body: 'cabChassis' }], ['GLX+', 53990], ['GSR', 66990]] }),
  model({ make: 'Mitsubishi', model: 'Outlander', series: 'ZM', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 7, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.5, trans: 'cvt', years: [2018, 2026], size: [4710, 1860, 1740], torque: 245, badges: [['ES', 38990], ['Aspire PHEV', 59990, { fuel: 'Plug-in Hybrid', engine: 2.4, drive: 'AWD', trans: 'auto', gears: 1 }], ['Exceed PHEV', 66990, { fuel: 'Plug-in Hybrid', engine: 2.4, drive: 'AWD', trans: 'auto', gears: 1 }]] }),
  model({ make: 'Nissan', model: 'X-Trail', series: 'T33', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 7, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 2.5, trans: 'cvt', years: [2018, 2026], size: [4680, 1840, 1725], torque: 244, badges: [['ST', 38990], ['Ti e-Power', 59990, { ...HYBRID, engine: 1.5, cylinders: 3, drive: 'AWD' }]] }),
  model({ make: 'Nissan', model: 'Navara', series: 'D23', body: 'ute', manufacturerBody: 'Dual Cab Utility', segment: 'ute', seats: 5, doors: 4, fuel: 'Diesel', drive: '4WD', engine: 2.3, turbo: true, trans: 'auto', gears: 7, years: [2015, 2026], size: [5260, 1850, 1840], torque: 450, badges: [['SL', 49990], ['ST-X', 62990], ['PRO-4X', 66990]] }),
  model({ make: 'Nissan', model: 'Leaf', series: 'ZE1', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'FWD', cylinders: 0, years: [2019, 2024], current: false, size: [4490, 1790, 1540], torque: 320, badges: [['Leaf', 49990], ['e+', 61490]] }),
  model({ make: 'Subaru', model: 'Forester', series: 'S5', body: 'suv', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: 'AWD', engine: 2.5, trans: 'cvt', years: [2018, 2026], size: [4640, 1815, 1730], torque: 239, badges: [['2.5i', 38990], ['2.5i-S', 46990], ['Hybrid S', 50990, { ...HYBRID, engine: 2.0, trans: 'cvt' }]] }),
  model({ make: 'Subaru', model: 'Outback', series: 'BT', body: 'wagon', manufacturerBody: 'Wagon', segment: 'medium', seats: 5, doors: 5, fuel: 'Petrol', drive: 'AWD', engine: 2.5, trans: 'cvt', years: [2021, 2026], size: [4870, 1875, 1675], torque: 252, badges: [['AWD', 44990], ['AWD Touring', 52990], ['AWD XT', 56990, { engine: 2.4, turbo: true }]] }),
  model({ make: 'Subaru', model: 'WRX', series: 'VB', body: 'sedan', manufacturerBody: 'Sedan', segment: 'performance', seats: 5, doors: 4, fuel: 'Petrol', drive: 'AWD', engine: 2.4, turbo: true, trans: 'manual', years: [2022, 2026], size: [4670, 1825, 1465], torque: 350, badges: [['WRX', 46990], ['tS', 58990, { trans: 'cvt', gears: 8 }], ['Sportswagon GT', 59990, { body: 'wagon', trans: 'cvt', gears: 8 }]] }),
  model({ make: 'Tesla', model: 'Model 3', series: 'Highland', body: 'sedan', manufacturerBody: 'Sedan', segment: 'ev', seats: 5, doors: 4, ...EV, drive: 'RWD', cylinders: 0, years: [2019, 2026], size: [4720, 1850, 1440], torque: 420, badges: [['RWD', 54900], ['Long Range', 63900, { drive: 'AWD' }], ['Performance', 79900, { drive: 'AWD' }]] }),
  model({ make: 'Tesla', model: 'Model Y', series: 'Juniper', body: 'suv', manufacturerBody: 'Wagon', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'RWD', cylinders: 0, years: [2022, 2026], size: [4790, 1920, 1625], torque: 420, badges: [['RWD', 58900], ['Long Range', 68900, { drive: 'AWD' }]] }),
  model({ make: 'MG', model: 'ZS', series: 'AZS1', body: 'suv', manufacturerBody: 'Wagon', segment: 'light', seats: 5, doors: 5, fuel: 'Petrol', drive: 'FWD', engine: 1.5, trans: 'cvt', years: [2018, 2026], size: [4323, 1809, 1653], torque: 141, badges: [['Vibe', 24990], ['Essence Hybrid+', 34990, { ...HYBRID, trans: 'auto', gears: 3 }], ['ZS EV Excite', 40990, { ...EV, cylinders: 0 }]] }),
  model({ make: 'MG', model: 'MG4', series: 'EH32', body: 'hatch', manufacturerBody: 'Hatchback', segment: 'ev', seats: 5, doors: 5, ...EV, drive: 'RWD', cylinders: 0, years: [2023, 2026], size: [4287, 1836, 1504], torque: 250, badges: [['Excite 51', 39990], ['Essence 64', 47990], ['XPOWER', 59990, { drive: 'AWD' }]] }),
];

/** Mercedes-Benz, only at the search test and benchmark dealers (no demo site sells it). */
export const mercedesModels: readonly Model[] = [
  model({ make: 'Mercedes-Benz', model: 'C-Class', series: 'W206', body: 'sedan', manufacturerBody: 'Sedan', segment: 'luxury', seats: 5, doors: 4, fuel: 'Petrol', drive: 'RWD', engine: 2.0, turbo: true, trans: 'auto', gears: 9, years: [2021, 2026], size: [4751, 1820, 1438], torque: 300, badges: [['C200', 78900], ['C300', 90400], ['C43 AMG', 128900, { drive: 'AWD' }]] }),
  model({ make: 'Mercedes-Benz', model: 'GLC', series: 'X254', body: 'suv', manufacturerBody: 'Wagon', segment: 'luxury', seats: 5, doors: 5, fuel: 'Petrol', drive: 'AWD', engine: 2.0, turbo: true, trans: 'auto', gears: 9, years: [2023, 2026], size: [4716, 1890, 1640], torque: 320, badges: [['GLC200', 87900], ['GLC300', 99900], ['GLC43 AMG', 141900]] }),
];

/** The model ranges a demo stock profile names (`DemoStockProfile.catalogue` in @dealer/tenants). */
export const catalogueRanges: Record<DemoStockCatalogue, readonly Model[]> = {
  kia: kiaModels,
  toyota: toyotaModels,
  jeepRam: jeepRamModels,
  usedMix: usedMixModels,
};

/** Jayco caravans and camper trailers (AUD). Sizes are the §3 specifications in feet and kg. */
export interface CaravanModel {
  model: string;
  badges: readonly (readonly [string, number])[];
  lengthFt: readonly [number, number];
  widthFt: number;
  tareKg: readonly [number, number];
  atmKg: readonly [number, number];
  axle: 'Single' | 'Tandem';
  sleeps: readonly [number, number];
  manufacturerBody: string;
}

export const jaycoModels: readonly CaravanModel[] = [
  { model: 'Swan', badges: [['Outback Camper', 41990], ['Touring Camper', 37990]], lengthFt: [13, 14], widthFt: 7.2, tareKg: [1150, 1320], atmKg: [1600, 1750], axle: 'Single', sleeps: [4, 6], manufacturerBody: 'Camper Trailer' },
  { model: 'Baja', badges: [['Outback Camper', 49990]], lengthFt: [14, 15], widthFt: 7.3, tareKg: [1300, 1450], atmKg: [1800, 1950], axle: 'Single', sleeps: [4, 6], manufacturerBody: 'Camper Trailer' },
  { model: 'Journey', badges: [['Touring 19.5', 72990], ['Outback 21.61-3', 89990], ['Outback 23.66-3', 95990]], lengthFt: [19, 23], widthFt: 7.7, tareKg: [2050, 2550], atmKg: [2750, 3300], axle: 'Tandem', sleeps: [2, 5], manufacturerBody: 'Caravan' },
  { model: 'Starcraft', badges: [['18.49-5', 58990], ['20.62-2 Family', 66990]], lengthFt: [18, 21], widthFt: 7.5, tareKg: [1750, 2150], atmKg: [2300, 2800], axle: 'Tandem', sleeps: [2, 6], manufacturerBody: 'Caravan' },
  { model: 'Silverline', badges: [['21.62-4', 104990], ['22.66-3 Outback', 114990]], lengthFt: [21, 23], widthFt: 7.8, tareKg: [2450, 2750], atmKg: [3150, 3500], axle: 'Tandem', sleeps: [2, 4], manufacturerBody: 'Caravan' },
  { model: 'Crossover', badges: [['15.43-2', 54990], ['18.44-3 Family', 62990]], lengthFt: [15, 19], widthFt: 7.4, tareKg: [1650, 1950], atmKg: [2200, 2600], axle: 'Single', sleeps: [2, 5], manufacturerBody: 'Caravan' },
];

/** Manufacturer paint names by simple colour (the simple colour is the facet and image key). */
export const paintNames: Record<string, readonly (readonly [string, string])[]> = {
  Kia: [['Clear White', 'White'], ['Snow White Pearl', 'White'], ['Aurora Black Pearl', 'Black'], ['Steel Grey', 'Grey'], ['Gravity Grey', 'Grey'], ['Interstellar Grey', 'Grey'], ['Silky Silver', 'Silver'], ['Runway Red', 'Red'], ['Yacht Blue', 'Blue'], ['Ocean Blue', 'Blue'], ['Glacier', 'White'], ['Jungle Wood Green', 'Green']],
  Toyota: [['Glacier White', 'White'], ['Frosted White', 'White'], ['Eclipse Black', 'Black'], ['Silver Sky', 'Silver'], ['Graphite', 'Grey'], ['Atomic Rush', 'Red'], ['Saturn Blue', 'Blue'], ['Eclectic Blue', 'Blue'], ['Oxide Bronze', 'Brown'], ['Electric Teal', 'Green'], ['Feverish Red', 'Red']],
  Jeep: [['Bright White', 'White'], ['Black', 'Black'], ['Granite Crystal', 'Grey'], ['Billet Silver', 'Silver'], ['Firecracker Red', 'Red'], ['Hydro Blue', 'Blue'], ['Sarge Green', 'Green'], ['Sting-Gray', 'Grey'], ['Earl', 'Grey'], ['Hellayella', 'Yellow'], ['Velvet Red', 'Red']],
  Ram: [['Bright White', 'White'], ['Diamond Black Crystal', 'Black'], ['Granite Crystal', 'Grey'], ['Billet Silver', 'Silver'], ['Flame Red', 'Red'], ['Patriot Blue', 'Blue'], ['Delmonico Red', 'Red'], ['Walnut Brown', 'Brown']],
  default: [['White', 'White'], ['White', 'White'], ['Black', 'Black'], ['Silver', 'Silver'], ['Grey', 'Grey'], ['Grey', 'Grey'], ['Blue', 'Blue'], ['Red', 'Red'], ['Green', 'Green'], ['Orange', 'Orange'], ['Beige', 'Beige']],
  Jayco: [['White', 'White'], ['White', 'White'], ['Silver', 'Silver']],
};

export const equipmentPool: Record<'base' | 'mid' | 'high' | 'ev' | 'ute' | 'caravan', readonly string[]> = {
  base: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Cruise Control', 'Bluetooth', 'Autonomous Emergency Braking', 'Lane Keep Assist', 'Rear Parking Sensors', 'Air Conditioning', 'Power Windows', 'Keyless Entry', 'Alloy Wheels', 'Multi-function Steering Wheel', 'LED Daytime Running Lights', 'Driver Attention Alert', 'Hill Start Assist', 'Tyre Pressure Monitor', '8" Touchscreen'],
  mid: ['Dual Zone Climate Control', 'Satellite Navigation', 'Blind Spot Monitor', 'Rear Cross Traffic Alert', 'Adaptive Cruise Control', 'Front Parking Sensors', 'Push Button Start', 'Wireless Phone Charger', 'Leather Steering Wheel', 'Auto Headlights', 'Rain Sensing Wipers', 'Privacy Glass', 'Roof Rails', 'Digital Instrument Cluster'],
  high: ['Leather Seats', 'Heated Front Seats', 'Ventilated Front Seats', 'Power Driver Seat', 'Sunroof', 'Panoramic Sunroof', '360 Degree Camera', 'Head-Up Display', 'Premium Audio', 'Power Tailgate', 'Memory Seats', 'Heated Steering Wheel', 'Ambient Lighting', '12.3" Touchscreen'],
  ev: ['DC Fast Charging', 'Vehicle-to-Load (V2L)', 'Regenerative Braking Paddles', 'Heat Pump', 'Type 2 Charging Cable', 'Battery Pre-conditioning', 'One Pedal Driving'],
  ute: ['Tub Liner', 'Tow Bar', 'Side Steps', 'Sports Bar', 'Rear Diff Lock', 'Hill Descent Control', 'Trailer Sway Control', 'Under Body Protection', 'Snorkel'],
  caravan: ['Ensuite', 'Queen Bed', 'Diesel Heater', '190W Solar Panel', '100Ah Lithium Battery', 'Two 95L Water Tanks', 'Gas Cooktop', 'Microwave', 'Reverse Cycle Air Conditioner', 'Roll-out Awning', 'External BBQ', 'Front Toolbox', 'Washing Machine', '12V/240V Fridge', 'Bunk Beds', 'Off-road Suspension'],
};
