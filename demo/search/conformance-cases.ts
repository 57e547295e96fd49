import type { SearchParams, SearchRecord, SearchRequest } from '@dealer/stock';
import { DEALER_STOCK_NOW } from '../dealer-stock';
import { siteFilters } from './shopper';

/**
 * The conformance table: queries whose answers (hits in order, nbHits, nbPages, facets, stats)
 * every backend must give exactly as the brute-force reference does. Filters, facets, text with
 * typos and split/joined words, sorts and paging, facet-value search. Built from the data set so
 * identifiers and values exist in it.
 */

export interface ConformanceCase {
  name: string;
  requests: SearchRequest[];
}

const P = 'Car_production';
const one = (name: string, params: SearchParams, indexName = P): ConformanceCase => ({ name, requests: [{ indexName, params: { hitsPerPage: 30, ...params } }] });
const facetSearch = (name: string, facet: string, facetQuery: string, params: SearchParams = {}): ConformanceCase => ({
  name,
  requests: [{ indexName: P, type: 'facet', facet, facetQuery, params }],
});

export function conformanceCases(records: readonly SearchRecord[]): ConformanceCase[] {
  const cutoff = Math.floor(DEALER_STOCK_NOW.getTime() / 1000) - 3 * 86_400;
  const withStocknum = records.find((record) => record.stocknum)!;
  const withVin = records.find((record) => record.vin)!;
  const visibility = siteFilters(['riverside-kia', 'metro-mazda', 'metro-ford', 'metro-hyundai', 'metro-used'], cutoff);
  const allFacets = ['make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'car_type', 'price', 'km', 'year', 'seats'];
  return [
    // Filters
    one('everything, default page size', { hitsPerPage: undefined }),
    one('facet filter', { filters: 'make:Kia' }),
    one('quoted facet value with a dash', { filters: 'make:"Mercedes-Benz"' }),
    one('facet filter ignores case', { filters: 'make:kia AND body:suv' }),
    one('OR inside AND', { filters: '(make:Kia OR make:Toyota) AND body:SUV' }),
    one('NOT', { filters: 'NOT car_type:used' }),
    one('NOT over a group', { filters: 'NOT (make:Kia OR make:Toyota OR make:Mazda)' }),
    one('greater than', { filters: 'price > 60000' }),
    one('between with AND', { filters: 'price >= 30000 AND price <= 50000' }),
    one('range', { filters: 'price:20000 TO 40000' }),
    one('less than on km', { filters: 'km < 10000' }),
    one('numeric equality', { filters: 'year = 2025' }),
    one('not equal excludes nothing but the value', { filters: 'price != 0' }),
    one('boolean true', { filters: 'sold:true' }),
    one('boolean by number', { filters: 'show_on_dealer_website=0' }),
    one('§7 visibility with site scope', { filters: visibility }),
    one('list attribute', { filters: 'categories:Electric OR categories:Hybrid' }),
    one('list attribute with spaces', { filters: 'filtered_features:"Apple CarPlay" AND filtered_features:"Tow Bar"' }),
    one('facet syntax on a number', { filters: 'year:2024' }),
    one('seven seaters that are not people movers', { filters: 'seats >= 7 AND NOT body:peopleMover' }),
    one('missing values never satisfy a comparison', { filters: `sold_date_timestamp > ${cutoff}` }),
    one('NOT of a comparison includes missing values', { filters: `NOT sold_date_timestamp > ${cutoff}` }),
    one('= with text', { filters: 'status=in_stock AND show_on_dealer_website=true' }),
    one('dealership name with spaces', { filters: 'dealership_name:"Metro Mazda"' }),
    // facetFilters and numericFilters
    one('facetFilters OR group and AND', { facetFilters: [['make:Kia', 'make:Mazda'], 'body:SUV'] }),
    one('facetFilters negation', { facetFilters: ['-make:Kia', '-make:Toyota'] }),
    one('facetFilters as a string', { facetFilters: 'car_type:new' }),
    one('numericFilters list', { numericFilters: ['price>=20000', 'price<=40000'] }),
    one('numericFilters OR group', { numericFilters: [['year<2015', 'year>2025']] }),
    one('numericFilters range', { numericFilters: 'km:0 TO 50' }),
    one('all three together', { filters: 'show_on_dealer_website:true', facetFilters: [['body:SUV', 'body:Ute']], numericFilters: ['price<=60000'] }),
    // Facets
    one('every facet', { facets: ['*'], hitsPerPage: 0 }),
    one('facets cut to 5 values', { facets: ['make', 'model', 'colour'], maxValuesPerFacet: 5 }),
    one('numeric facets with stats', { facets: ['price', 'km', 'year'], filters: 'make:Toyota' }),
    one('list facets', { facets: ['categories', 'filtered_features'] }),
    one('facets with no match', { facets: ['make', 'price'], filters: 'make:Lada' }),
    one('a shopper page', { facets: allFacets, filters: visibility, maxValuesPerFacet: 50, hitsPerPage: 21 }),
    // Text
    one('make', { query: 'kia' }),
    one('model', { query: 'sportage' }),
    one('transposition', { query: 'sportgae' }),
    one('missing letter', { query: 'sportae' }),
    one('one typo in five letters', { query: 'toyta' }),
    one('three letters get no typo', { query: 'kai' }),
    one('two typos from eight letters', { query: 'landcrusire' }),
    one('prefix with a typo', { query: 'landcrus' }),
    one('split query word', { query: 'rav 4' }),
    one('joined query word', { query: 'rav4' }),
    one('joined against a dashed model', { query: 'cx5' }),
    one('dashed query', { query: 'cx-5' }),
    one('spaced query', { query: 'cx 5' }),
    one('three words', { query: 'toyota hilux sr5' }),
    one('colour word', { query: 'white' }),
    one('colour prefix', { query: 'sno' }),
    one('prefix last word', { query: 'mazda cx' }),
    one('fuel with a typo', { query: 'hybird' }),
    one('joined badge', { query: 'gtline' }),
    one('number exact', { query: '2024' }),
    one('stock number prefix', { query: withStocknum.stocknum!.slice(0, 4) }),
    one('VIN', { query: withVin.vin! }),
    one('text with filters and facets', { query: 'suv', filters: 'car_type:used', facets: ['make', 'price'] }),
    one('no match', { query: 'zzzzqqq' }),
    // Sorts
    one('lowest price', { hitsPerPage: 40 }, `${P}_price_asc`),
    one('highest price with text', { query: 'suv' }, `${P}_price_desc`),
    one('latest with filters', { filters: 'make:Ford OR make:Hyundai' }, `${P}_created_at_desc`),
    one('lowest price with a typo', { query: 'tuscon' }, `${P}_price_asc`),
    one('highest price, page 3', { page: 3, hitsPerPage: 10 }, `${P}_price_desc`),
    // Paging
    one('page 2 of 7', { page: 2, hitsPerPage: 7 }),
    one('page past the end', { page: 500, hitsPerPage: 20 }),
    one('no hits, only counts', { hitsPerPage: 0, facets: ['make'] }),
    one('1000 hits a page', { hitsPerPage: 1000 }),
    one('last reachable page', { page: 47, hitsPerPage: 21 }),
    one('offset and length', { offset: 5, length: 3 }),
    one('offset near the pagination limit', { offset: 995, length: 10 }),
    // Facet-value search
    facetSearch('makes starting with m', 'make', 'm'),
    facetSearch('models starting with cx', 'model', 'cx'),
    facetSearch('models of a make', 'model', '', { filters: 'make:Toyota', maxFacetHits: 20 }),
    facetSearch('makes for a query', 'make', 'mer', { query: 'suv' }),
    facetSearch('badge words', 'badge', 'line', { maxFacetHits: 100 }),
  ];
}
