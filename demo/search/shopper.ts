import { indices, type SearchParams, type SearchRecord, type SearchRequest } from '@dealer/stock';
import { createRandom, type Random } from '../prng';

/**
 * Requests the way InstantSearch (algoliasearch-helper) sends them for a search page: one request
 * for hits and every facet, plus one per refined disjunctive facet that leaves that facet's own
 * refinements out (facets: [that one], hitsPerPage 0) so its counts show the other choices. The
 * benchmark and the disjunctive-faceting tests build their requests here.
 */

export interface ShopperState {
  indexName: string;
  /** Site filters the server adds (scope and visibility). */
  filters: string;
  /** The site's dealerships, to rebuild `filters` with a later sold-window cutoff. */
  dealershipSlugs?: readonly string[];
  query?: string;
  page?: number;
  hitsPerPage?: number;
  /** Disjunctive facets shown on the page (counts for each, stats for numeric ones). */
  facets: readonly string[];
  /** Refined values per disjunctive facet (ORed within a facet, ANDed across facets). */
  refinements?: Readonly<Record<string, readonly string[]>>;
  /** Range refinements (InstantSearch numeric refinements): inclusive bounds. */
  ranges?: Readonly<Record<string, { min?: number; max?: number }>>;
  maxValuesPerFacet?: number;
}

const escapeValue = (value: string) => (value.startsWith('-') ? `\\${value}` : value);

function facetFiltersFor(state: ShopperState, without?: string): string[][] {
  const out: string[][] = [];
  for (const [facet, values] of Object.entries(state.refinements ?? {})) {
    if (facet === without || values.length === 0) continue;
    out.push(values.map((value) => `${facet}:${escapeValue(value)}`));
  }
  return out;
}

function numericFiltersFor(state: ShopperState, without?: string): string[] {
  const out: string[] = [];
  for (const [facet, range] of Object.entries(state.ranges ?? {})) {
    if (facet === without) continue;
    if (range.min !== undefined) out.push(`${facet}>=${range.min}`);
    if (range.max !== undefined) out.push(`${facet}<=${range.max}`);
  }
  return out;
}

/** The helper's request list for a state: hits request first, then one per refined facet. */
export function instantSearchRequests(state: ShopperState): SearchRequest[] {
  const base: SearchParams = {
    filters: state.filters,
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    maxValuesPerFacet: state.maxValuesPerFacet ?? 50,
  };
  const main: SearchParams = {
    ...base,
    facets: [...state.facets].sort(),
    query: state.query ?? '',
    page: state.page ?? 0,
    hitsPerPage: state.hitsPerPage ?? 21,
  };
  const facetFilters = facetFiltersFor(state);
  const numericFilters = numericFiltersFor(state);
  if (facetFilters.length > 0) main.facetFilters = facetFilters;
  if (numericFilters.length > 0) main.numericFilters = numericFilters;
  const requests: SearchRequest[] = [{ indexName: state.indexName, params: main }];

  const refined = new Set([
    ...Object.entries(state.refinements ?? {}).filter(([, values]) => values.length > 0).map(([facet]) => facet),
    ...Object.entries(state.ranges ?? {}).filter(([, range]) => range.min !== undefined || range.max !== undefined).map(([facet]) => facet),
  ]);
  for (const facet of [...refined].sort()) {
    const params: SearchParams = {
      ...base,
      query: state.query ?? '',
      facets: [facet],
      hitsPerPage: 0,
      page: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      analytics: false,
      clickAnalytics: false,
    };
    const otherFacetFilters = facetFiltersFor(state, facet);
    const otherNumericFilters = numericFiltersFor(state, facet);
    if (otherFacetFilters.length > 0) params.facetFilters = otherFacetFilters;
    if (otherNumericFilters.length > 0) params.numericFilters = otherNumericFilters;
    requests.push({ indexName: state.indexName, params });
  }
  return requests;
}

/** §7: the sold-car window and dealer-site visibility, scoped to a site's dealerships. */
export function siteFilters(dealershipSlugs: readonly string[], soldCutoffSeconds: number): string {
  const scope = dealershipSlugs.map((slug) => `dealership_slug:"${slug}"`).join(' OR ');
  return (
    `(${scope}) AND (status:in_stock OR status:coming_soon OR sold_date_timestamp > ${soldCutoffSeconds}) ` +
    `AND (sold:false OR sold_date_timestamp > ${soldCutoffSeconds}) AND show_on_dealer_website:true`
  );
}

/** The facets of a typical search page: about 12 disjunctive facets, three with range stats. */
export const shopperFacets = ['body', 'car_type', 'colour', 'drive', 'fuel', 'km', 'make', 'model', 'price', 'seats', 'transmission', 'year'] as const;

export const replicaIndexNames = [indices.relevant, indices.latest, indices['price-desc'], indices['price-asc']] as const;

/** A typing slip: a swap, a dropped, doubled or wrong letter (for words of 4 letters or more). */
export function typo(rng: Random, word: string): string {
  if (word.length < 4) return word;
  const at = rng.int(1, word.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default: {
      const letters = 'aeiounrst';
      return word.slice(0, at) + letters[rng.int(0, letters.length - 1)] + word.slice(at + 1);
    }
  }
}

export interface ShopperSite {
  slug: string;
  dealershipSlugs: readonly string[];
  /** The site's cars (to pick refinements and words that exist there). */
  records: readonly SearchRecord[];
}

/**
 * A seeded stream of realistic shopper searches: a site (weighted by its stock), 0 to 3
 * refinements chosen from values the site has, text in a third of them (a make, model or badge,
 * sometimes mistyped or half typed, sometimes two words), a sort, a page.
 */
export function shopperStates(sites: readonly ShopperSite[], count: number, seed: string | number, soldCutoffSeconds: number): ShopperState[] {
  const rng = createRandom(`shoppers/${seed}`);
  const weighted = sites.map((site) => [site, Math.max(1, site.records.length)] as const);
  const states: ShopperState[] = [];
  for (let i = 0; i < count; i++) {
    const site = rng.weighted(weighted);
    const sample = () => rng.pick(site.records);
    const refinements: Record<string, string[]> = {};
    const ranges: Record<string, { min?: number; max?: number }> = {};
    const refinementCount = rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const);
    for (let r = 0; r < refinementCount; r++) {
      const car = sample();
      const kind = rng.weighted([['make', 4], ['body', 3], ['price', 3], ['car_type', 2], ['fuel', 1], ['transmission', 1], ['km', 1], ['year', 1], ['model', 2], ['colour', 1]] as const);
      if (kind === 'price') ranges.price = { min: rng.chance(0.5) ? rng.int(0, 3) * 10_000 : undefined, max: rng.int(3, 10) * 10_000 };
      else if (kind === 'km') ranges.km = { max: rng.pick([20_000, 50_000, 100_000, 150_000]) };
      else if (kind === 'year') ranges.year = { min: rng.int(2012, 2024) };
      else {
        const value = car[kind];
        if (typeof value === 'string') {
          const list = (refinements[kind] ??= []);
          if (!list.includes(value)) list.push(value);
        }
      }
    }
    let query: string | undefined;
    if (rng.chance(0.35)) {
      const car = sample();
      const pickWord = () => {
        const source = rng.weighted([['make', 3], ['model', 4], ['badge', 2], ['body', 1], ['colour', 1]] as const);
        return String(car[source] ?? car.model).toLowerCase();
      };
      let text = pickWord();
      if (rng.chance(0.25)) text = `${text} ${pickWord()}`;
      const words = text.split(' ');
      const lastIndex = words.length - 1;
      if (rng.chance(0.3)) words[0] = typo(rng, words[0]!);
      if (rng.chance(0.25) && words[lastIndex]!.length > 3) words[lastIndex] = words[lastIndex]!.slice(0, rng.int(2, words[lastIndex]!.length - 1));
      query = words.join(' ');
    }
    states.push({
      indexName: rng.weighted([[replicaIndexNames[0], 55], [replicaIndexNames[1], 15], [replicaIndexNames[2], 15], [replicaIndexNames[3], 15]] as const),
      filters: siteFilters(site.dealershipSlugs, soldCutoffSeconds),
      dealershipSlugs: site.dealershipSlugs,
      query,
      page: rng.chance(0.8) ? 0 : rng.int(1, 3),
      hitsPerPage: 21,
      facets: shopperFacets,
      refinements,
      ranges,
    });
  }
  return states;
}
