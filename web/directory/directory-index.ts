import { bodyLabel, searchLimits, staticModelList, type SearchParams, type SearchResponse, type SearchSchema } from '@dealer/stock';

/**
 * The manufacturer and model directory (§2 "a directory search screen for manufacturer/model",
 * §7 directory search: hitsPerPage 21, offset, query, filters `manufacturer.name`, `model.name`,
 * `model.body`). Its records are §3 Models: the static list of a make the site sells (Kia) and every
 * model in the site's stock, one record per make and model. They are few (tens per site), so the
 * directory is indexed per request by the embedded engine, with the attribute names of §7.
 */

export const directoryIndexName = 'Directory';

export interface DirectoryRecord {
  objectID: string;
  'manufacturer.name': string;
  'model.name': string;
  /** §3 body type key ('suv', 'peopleMover'). */
  'model.body': string;
  /** The body's label, searched as text ('People Mover'). */
  'model.body_label': string;
  /** §3 model status: '', 'new' or 'coming_soon'. */
  'model.status': string;
  /** Cars of this model in the site's stock. */
  stock_count: number;
  /** The static list's order first, then the most stocked. */
  rank: number;
  [attribute: string]: unknown;
}

export const directorySearchSchema: SearchSchema = {
  attributes: {
    objectID: 'string',
    'manufacturer.name': 'string',
    'model.name': 'string',
    'model.body': 'string',
    'model.status': 'string',
    stock_count: 'number',
    rank: 'number',
  },
  facets: ['manufacturer.name', 'model.name', 'model.body'],
  searchableAttributes: ['manufacturer.name', 'model.name', 'model.body_label'],
  typoFreeAttributes: [],
  customRankingAttribute: 'rank',
  indices: { [directoryIndexName]: null },
};

/** §9: page size 21 on directory searches. */
export const DIRECTORY_PAGE_SIZE = 21;

/** A model found in the site's stock: make, model, its most common body and how many cars. */
export interface StockModel {
  make: string;
  model: string;
  body: string;
  count: number;
}

const key = (make: string, model: string) => `${make.trim().toLowerCase()}/${model.trim().toLowerCase()}`;
const STATIC_RANK = 1_000_000;

/** The site's directory: static lists for the makes it sells that have one, merged with its stock's models. */
export function directoryRecords(siteMakes: readonly string[], stock: readonly StockModel[]): DirectoryRecord[] {
  const records = new Map<string, DirectoryRecord>();
  const stockByKey = new Map(stock.map((model) => [key(model.make, model.model), model]));
  for (const make of siteMakes) {
    const list = staticModelList(make) ?? [];
    list.forEach((model, index) => {
      const found = stockByKey.get(key(make, model.name));
      records.set(key(make, model.name), record(make, model.name, model.body, model.status, found?.count ?? 0, STATIC_RANK * 2 - index));
    });
  }
  for (const model of stock) {
    if (!records.has(key(model.make, model.model))) records.set(key(model.make, model.model), record(model.make, model.model, model.body, '', model.count, model.count));
  }
  return [...records.values()];
}

function record(make: string, model: string, body: string, status: string, count: number, rank: number): DirectoryRecord {
  return {
    objectID: key(make, model),
    'manufacturer.name': make,
    'model.name': model,
    'model.body': body,
    'model.body_label': bodyLabel(body),
    'model.status': status,
    stock_count: count,
    rank,
  };
}

const SEPARATOR = ' > ';
const facetFilter = (facet: string, value: string) => `${facet}:${JSON.stringify(value)}`;

/**
 * The models in the site's stock (facet make_model), each with its most common body: one search for
 * the models and bodies, then one per body (as the model grid block gathers them). `searchStock`
 * is the site-scoped car search, so the models are this site's only.
 */
export async function stockModels(searchStock: (params: SearchParams) => Promise<SearchResponse>): Promise<StockModel[]> {
  const maxValuesPerFacet = searchLimits.maxValuesPerFacet;
  const all = await searchStock({ hitsPerPage: 0, facets: ['make_model', 'body'], maxValuesPerFacet });
  const bodies = Object.keys(all.facets?.body ?? {});
  const best = new Map<string, { body: string; count: number }>();
  const perBody = await Promise.all(bodies.map(async (body) => ({ body, result: await searchStock({ hitsPerPage: 0, facets: ['make_model'], maxValuesPerFacet, filters: facetFilter('body', body) }) })));
  for (const { body, result } of perBody) {
    for (const [makeModel, count] of Object.entries(result.facets?.make_model ?? {})) {
      const current = best.get(makeModel);
      if (!current || count > current.count) best.set(makeModel, { body, count });
    }
  }
  return Object.entries(all.facets?.make_model ?? {}).flatMap(([makeModel, count]) => {
    const at = makeModel.indexOf(SEPARATOR);
    if (at <= 0) return [];
    return [{ make: makeModel.slice(0, at), model: makeModel.slice(at + SEPARATOR.length), body: best.get(makeModel)?.body ?? 'sedan', count }];
  });
}
