import 'server-only';
import { bodyLabel, bodySearchPath, facetSlug, matchBodySlug, type FixedRefinements, type SearchRoute } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { stockService } from './service';

export interface ResolvedSearchRoute {
  path: string;
  fixed: FixedRefinements;
  /** The page heading, e.g. 'Used Cars', 'Kia Sportage', 'SUV Cars'. */
  title: string;
  /** Set when the path spelt a body the old way (/search/peoplemover-cars): the §2 path to redirect to for good. */
  permanentRedirect?: string;
}

const carTypeTitles: Record<string, string> = {
  '/search': 'Cars for Sale',
  '/search/new-used-and-demo-cars': 'New, Used and Demo Cars',
  '/search/new-cars': 'New Cars',
  '/search/demo-cars': 'Demo Cars',
  '/search/used-cars': 'Used Cars',
  '/search/new-and-demo-cars': 'New and Demo Cars',
};

/**
 * Turns the slugs of /search/{make}/{model} and /search/{body}-cars into the exact facet values of
 * this site's stock. A slug that matches nothing is not a page (404), so typos are not indexed.
 */
export async function resolveSearchRoute(site: SiteConfig, route: SearchRoute): Promise<ResolvedSearchRoute | undefined> {
  if (!route.makeSlug && !route.bodySlug) return { path: route.path, fixed: route.fixed, title: carTypeTitles[route.path] ?? 'Cars for Sale' };
  const service = await stockService();
  const facets = await service.searchOne(site, { hitsPerPage: 0, facets: ['make', 'body'], maxValuesPerFacet: 1000 });
  const find = (facet: string, slug: string) => Object.keys(facets.facets?.[facet] ?? {}).find((value) => facetSlug(value) === slug);

  if (route.bodySlug) {
    const match = matchBodySlug(route.bodySlug, Object.keys(facets.facets?.body ?? {}));
    if (!match) return undefined;
    const path = bodySearchPath(match.body);
    return { path, fixed: { body: [match.body] }, title: `${bodyLabel(match.body)} Cars`, ...(match.canonical ? {} : { permanentRedirect: path }) };
  }
  const make = find('make', route.makeSlug!);
  if (!make) return undefined;
  if (!route.modelSlug) return { path: route.path, fixed: { make: [make] }, title: `${make} Cars` };
  const models = await service.searchOne(site, { hitsPerPage: 0, facets: ['model'], maxValuesPerFacet: 1000, filters: `make:${JSON.stringify(make)}` });
  const model = Object.keys(models.facets?.model ?? {}).find((value) => facetSlug(value) === route.modelSlug);
  return model ? { path: route.path, fixed: { make: [make], model: [model] }, title: `${make} ${model}` } : undefined;
}
