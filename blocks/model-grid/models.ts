import { bodyTypeLabels, carImagePath, modelSearchPath, staticModelList, type ModelStatus } from '@dealer/stock';
import type { BlockContext } from '../registry/define-block';
import type { ModelGridData } from './data';

/** One tile of the model grid (§3 Model: name, body, status, image, override_url/path). */
export interface GridModel {
  make: string;
  name: string;
  /** §3 body type key. */
  body: string;
  status: ModelStatus;
  href: string;
  image: string;
}

/** Paints for the drawn model pictures: a fixed colour per model name, so the grid looks the same on every request. */
const paints = ['white', 'silver', 'blue', 'red', 'grey', 'black'] as const;
function paintFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return paints[hash % paints.length]!;
}

const tile = (make: string, name: string, body: string, status: ModelStatus, overrideUrl?: string): GridModel => ({
  make,
  name,
  body,
  status,
  href: overrideUrl ?? modelSearchPath(make, name),
  image: carImagePath(body, paintFor(name)),
});

const facetFilter = (facet: string, value: string) => `${facet}:${JSON.stringify(value)}`;
const and = (...filters: (string | undefined)[]) => filters.filter(Boolean).join(' AND ') || undefined;
const SEPARATOR = ' > ';

/**
 * The models present in the site's stock (facet make_model), each with its most common body type:
 * one search for the models and bodies, then one per body (the embedded engine answers these from
 * its facet index in well under a millisecond; Algolia caches them).
 */
async function stockModels(make: string | null, context: BlockContext): Promise<GridModel[]> {
  const scope = make ? facetFilter('make', make) : undefined;
  const all = await context.searchStock({ hitsPerPage: 0, facets: ['make_model', 'body'], maxValuesPerFacet: 1000, ...(scope ? { filters: scope } : {}) });
  const counts = all.facets?.make_model ?? {};
  const bodies = Object.keys(all.facets?.body ?? {});
  const best = new Map<string, { body: string; count: number }>();
  const perBody = await Promise.all(
    bodies.map(async (body) => ({
      body,
      result: await context.searchStock({ hitsPerPage: 0, facets: ['make_model'], maxValuesPerFacet: 1000, filters: and(scope, facetFilter('body', body)) }),
    })),
  );
  for (const { body, result } of perBody) {
    for (const [makeModel, count] of Object.entries(result.facets?.make_model ?? {})) {
      const current = best.get(makeModel);
      if (!current || count > current.count) best.set(makeModel, { body, count });
    }
  }
  return Object.entries(counts)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .flatMap(([makeModel]) => {
      const at = makeModel.indexOf(SEPARATOR);
      if (at <= 0) return [];
      const modelMake = makeModel.slice(0, at);
      const name = makeModel.slice(at + SEPARATOR.length);
      return [tile(modelMake, name, best.get(makeModel)?.body ?? 'sedan', '')];
    });
}

export interface LoadedModels {
  make: string | null;
  /** Every model of the source (before the body filter): the body links are built from these. */
  all: GridModel[];
  /** The models shown: the body filter and limit applied. */
  shown: GridModel[];
}

/** §3: the static list for a brand that has one (Kia), else the models in stock; then the body filter. */
export async function loadModels(data: ModelGridData, context: BlockContext): Promise<LoadedModels> {
  const make = data.make ?? context.site.manufacturer_name ?? null;
  const list = make && data.source !== 'stock' ? staticModelList(make) : undefined;
  const all = make && list ? list.map((model) => tile(make, model.name, model.body, model.status, model.override_url)) : await stockModels(make, context);
  const shown = (data.body ? all.filter((model) => model.body === data.body) : all).slice(0, data.limit);
  return { make, all, shown };
}

/** The body types among the models, in the §3 order of body types. */
export function bodiesOf(models: readonly GridModel[]): string[] {
  const present = new Set(models.map((model) => model.body));
  const known = Object.keys(bodyTypeLabels).filter((body) => present.has(body));
  return [...known, ...[...present].filter((body) => !(body in bodyTypeLabels)).sort()];
}
