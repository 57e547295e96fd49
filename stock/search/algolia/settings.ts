import type { IndexSettings } from 'algoliasearch';
import { indexNames, partsIndexName, primaryIndexName, type IndexName } from '../indices';
import { carSearchSchema, searchLimits, type SearchSchema } from '../schema';

/**
 * Algolia index settings derived from the same schema the embedded engine uses, so both backends
 * rank and match alike:
 * - ranking is deliberately just `typo` then `custom` (desc(custom_rank)): the embedded engine's
 *   "text match quality, then custom rank". Algolia's proximity/attribute/exact criteria would
 *   reorder hits the embedded engine ranks equal, and the conformance suite could not compare them.
 * - replicas put their sort attribute first, then typo and custom, like the engine's replicas.
 * - typo tolerance as in the engine: 1 typo from 4 letters, 2 from 8, none on numbers and none on
 *   identifiers (stocknum, regplate, vin); prefix on the last word; plurals and stop words off.
 * - text facets are `searchable()` (facet-value search for make and model lists); attributes that
 *   only filter are `filterOnly()`.
 */

export interface AlgoliaIndexLayout {
  primary: { indexName: string; settings: IndexSettings };
  replicas: Array<{ indexName: string; settings: IndexSettings }>;
}

/**
 * Physical name of a logical index: `Car_production_price_asc` under base `Car_test` is
 * `Car_test_price_asc`. Only this adapter knows physical names; everything else speaks logical ones.
 */
export function physicalIndexName(logical: string, baseIndexName: string = primaryIndexName): string {
  if (logical === primaryIndexName) return baseIndexName;
  // The parts index lives beside the cars' under the same base: Car_test -> Car_test_parts.
  if (logical === partsIndexName) return `${baseIndexName}_parts`;
  if (logical.startsWith(`${primaryIndexName}_`)) return baseIndexName + logical.slice(primaryIndexName.length);
  return logical;
}

/** Every logical index with its physical name under a base (what a browser talking to Algolia directly needs). */
export function algoliaIndexNames(baseIndexName: string = primaryIndexName): Record<IndexName, string> {
  return Object.fromEntries(indexNames.map((logical) => [logical, physicalIndexName(logical, baseIndexName)])) as Record<IndexName, string>;
}

export function algoliaIndexLayout(baseIndexName: string = primaryIndexName, schema: SearchSchema = carSearchSchema): AlgoliaIndexLayout {
  const facets = new Set(schema.facets);
  const attributesForFaceting = Object.entries(schema.attributes)
    .filter(([attribute]) => attribute !== 'objectID')
    .map(([attribute, kind]) => {
      if (!facets.has(attribute)) return `filterOnly(${attribute})`;
      return kind === 'string' || kind === 'strings' ? `searchable(${attribute})` : attribute;
    });
  const replicaNames = Object.keys(schema.indices)
    .filter((name) => schema.indices[name] !== null)
    .map((name) => physicalIndexName(name, baseIndexName));
  const custom = `desc(${schema.customRankingAttribute})`;
  const shared: IndexSettings = {
    searchableAttributes: [...schema.searchableAttributes],
    attributesForFaceting,
    customRanking: [custom],
    ranking: ['typo', 'custom'],
    typoTolerance: true,
    minWordSizefor1Typo: searchLimits.minWordSizeFor1Typo,
    minWordSizefor2Typos: searchLimits.minWordSizeFor2Typos,
    allowTyposOnNumericTokens: false,
    disableTypoToleranceOnAttributes: [...schema.typoFreeAttributes],
    queryType: 'prefixLast',
    ignorePlurals: false,
    removeStopWords: false,
    advancedSyntax: false,
    paginationLimitedTo: searchLimits.paginationLimitedTo,
    maxValuesPerFacet: searchLimits.defaultMaxValuesPerFacet,
    hitsPerPage: searchLimits.defaultHitsPerPage,
    attributesToHighlight: [...schema.searchableAttributes],
    sortFacetValuesBy: 'count',
  };
  return {
    primary: { indexName: baseIndexName, settings: { ...shared, replicas: replicaNames } },
    replicas: Object.entries(schema.indices)
      .filter(([, rule]) => rule !== null)
      .map(([name, rule]) => ({
        indexName: physicalIndexName(name, baseIndexName),
        settings: { ...shared, ranking: [`${rule!.direction}(${rule!.attribute})`, 'typo', 'custom'] },
      })),
  };
}
