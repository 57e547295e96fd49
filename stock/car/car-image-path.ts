/**
 * The URL of a drawn car picture, `/car-images/{body}/{colour}.png?v=N`, and which bodies and
 * colours exist. Part of the product, not only of demo stock: the web app serves these paths for
 * every site (model grids, hero slides, generated stock), and blocks build them in the browser
 * without importing the renderer (`renderCarImagePng` in `@dealer/demo`).
 */

export const carImageBodies = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'van',
  'wagon',
  'coupe',
  'convertible',
  'peopleMover',
  'cabChassis',
  'caravan',
  'motorcycle',
] as const;
export type CarImageBody = (typeof carImageBodies)[number];

/** §3 body types (and a few spellings feeds use) drawn with the nearest silhouette. */
const bodyAliases: Record<string, CarImageBody> = {
  hatchback: 'hatch',
  stationwagon: 'wagon',
  stationWagon: 'wagon',
  '4x4': 'suv',
  softtop: 'convertible',
  hardtop: 'coupe',
  bus: 'van',
  motorhome: 'van',
  lighttruck: 'cabChassis',
  lightTruck: 'cabChassis',
  cabchassis: 'cabChassis',
  peoplemover: 'peopleMover',
  'people-mover': 'peopleMover',
  'cab-chassis': 'cabChassis',
  camper: 'caravan',
  motorbike: 'motorcycle',
  bike: 'motorcycle',
};

export function normaliseImageBody(body: string | null | undefined): CarImageBody {
  if (!body) return 'sedan';
  if ((carImageBodies as readonly string[]).includes(body)) return body as CarImageBody;
  return bodyAliases[body] ?? bodyAliases[body.toLowerCase()] ?? ((carImageBodies as readonly string[]).find((b) => b.toLowerCase() === body.toLowerCase()) as CarImageBody | undefined) ?? 'sedan';
}

/** Paint for each simple colour (the §3 `colour` facet values, lower-cased). */
export const carImageColours: Record<string, string> = {
  white: '#f3f4f6',
  black: '#1f2329',
  silver: '#b8bec6',
  grey: '#6b7280',
  gray: '#6b7280',
  blue: '#2563a8',
  red: '#c4262e',
  green: '#2f6b4f',
  orange: '#e0701e',
  yellow: '#e8b923',
  brown: '#7a5230',
  beige: '#d6c3a1',
  gold: '#c59b3c',
  purple: '#6b3fa0',
  bronze: '#9a6b3f',
  maroon: '#7b1e2b',
};

export function normaliseImageColour(colour: string | null | undefined): string {
  const key = (colour ?? '').trim().toLowerCase();
  return key in carImageColours ? key : 'grey';
}

/** The local image path of a drawn car picture; the web app serves it. */
export function carImagePath(body: string | null | undefined, colour: string | null | undefined, version = 1): string {
  return `/car-images/${normaliseImageBody(body)}/${normaliseImageColour(colour)}.png?v=${version}`;
}
