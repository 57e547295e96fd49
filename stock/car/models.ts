import { bodyLabel, bodyTypeLabels } from './body-types';

/**
 * §3 Model: what a model tile shows (name, body style, status) and the /models?body= rule of §2.
 * The static list covers one brand's models (Kia), in the spec's order; other makes take their
 * models from the site's stock.
 */

/** §3 model status: empty, coming_soon or new. */
export const modelStatuses = ['', 'new', 'coming_soon'] as const;
export type ModelStatus = (typeof modelStatuses)[number];

export interface CatalogueModel {
  name: string;
  /** §3 body type key (bodyTypeLabels), e.g. 'suv', 'peopleMover'. */
  body: string;
  status: ModelStatus;
  fuel?: string;
  /** A link instead of /search/{make}/{model} (§3 override_url). */
  override_url?: string;
}

/** §3: the static list of one brand's models (Kia), in the spec's order. */
export const kiaModels: readonly CatalogueModel[] = [
  { name: 'Picanto', body: 'hatch', status: '', fuel: 'Petrol' },
  { name: 'Cerato', body: 'sedan', status: '', fuel: 'Petrol' },
  { name: 'K4', body: 'sedan', status: 'new', fuel: 'Petrol' },
  { name: 'Stonic', body: 'suv', status: '', fuel: 'Petrol' },
  { name: 'Seltos', body: 'suv', status: '', fuel: 'Petrol' },
  { name: 'Sportage', body: 'suv', status: '', fuel: 'Petrol' },
  { name: 'Sorento', body: 'suv', status: '', fuel: 'Hybrid' },
  { name: 'Carnival', body: 'peopleMover', status: '', fuel: 'Diesel' },
  { name: 'Niro Hybrid', body: 'suv', status: '', fuel: 'Hybrid' },
  { name: 'Tasman', body: 'ute', status: 'new', fuel: 'Diesel' },
  { name: 'EV3', body: 'suv', status: 'new', fuel: 'Electric' },
  { name: 'EV5', body: 'suv', status: 'new', fuel: 'Electric' },
  { name: 'EV6', body: 'suv', status: '', fuel: 'Electric' },
  { name: 'EV6 GT', body: 'suv', status: '', fuel: 'Electric' },
  { name: 'EV9', body: 'suv', status: '', fuel: 'Electric' },
];

/** Makes with a static model list (compared case-insensitively). */
export const staticModelLists: Readonly<Record<string, readonly CatalogueModel[]>> = { kia: kiaModels };

export function staticModelList(make: string): readonly CatalogueModel[] | undefined {
  return staticModelLists[make.trim().toLowerCase()];
}

/** §2 /models?body={body-name}: the body's name lowercased, spaces to hyphens ('People Mover' -> 'people-mover'). */
export function bodyNameSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The slug of a body type key: 'peopleMover' -> 'people-mover', 'suv' -> 'suv'. */
export const bodySlug = (body: string): string => bodyNameSlug(bodyLabel(body));

/** The body type key of a /models?body= slug, or undefined for a body §3 does not know. */
export function bodyFromSlug(slug: string): string | undefined {
  const wanted = slug.trim().toLowerCase();
  return Object.keys(bodyTypeLabels).find((body) => bodySlug(body) === wanted);
}
