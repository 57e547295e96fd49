/**
 * §3 body types as feeds spell them (keys) and as shoppers read them (labels). Search facets and
 * URLs keep the key (`/search/suv-cars`); everything shown passes through `bodyLabel`.
 */
export const bodyTypeLabels: Readonly<Record<string, string>> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
  caravan: 'Caravan',
  motorcycle: 'Motorcycle',
};

/** The label of a body type; unknown values are shown as given, capitalised. */
export function bodyLabel(body: string): string {
  return bodyTypeLabels[body] ?? body.charAt(0).toUpperCase() + body.slice(1);
}
