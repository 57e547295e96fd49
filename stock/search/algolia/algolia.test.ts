import { createHmac } from 'node:crypto';
import { generateSearchRecords } from '@dealer/demo';
import { describe, expect, it, vi } from 'vitest';
import { parseFilters } from '../filters';
import { validateRequest } from '../params';
import { carSearchSchema } from '../schema';
import { SearchInputError } from '../types';
import { createAlgoliaSearch, toAlgoliaFilters, toAlgoliaQuery } from './search';
import { securedKeyForSite } from './secured-key';
import { algoliaIndexLayout, algoliaIndexNames, physicalIndexName } from './settings';
import { syncToAlgolia } from './sync';

describe('Algolia index settings', () => {
  const layout = algoliaIndexLayout();

  it('configures Car_production with typo-then-custom ranking, facets and its sort replicas', () => {
    const { indexName, settings } = layout.primary;
    expect(indexName).toBe('Car_production');
    expect(settings).toMatchObject({
      ranking: ['typo', 'custom'],
      customRanking: ['desc(custom_rank)'],
      replicas: ['Car_production_created_at_desc', 'Car_production_price_desc', 'Car_production_price_asc'],
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      disableTypoToleranceOnAttributes: ['stocknum', 'regplate', 'vin'],
      queryType: 'prefixLast',
      paginationLimitedTo: 1000,
    });
    expect(settings.searchableAttributes).toEqual(expect.arrayContaining(['make', 'model', 'badge', 'series', 'body', 'fuel', 'colour', 'transmission', 'drive', 'tag', 'stocknum']));
    expect(settings.attributesForFaceting).toEqual(
      expect.arrayContaining(['searchable(make)', 'searchable(model)', 'price', 'km', 'year', 'filterOnly(show_on_dealer_website)', 'filterOnly(sold_date_timestamp)', 'filterOnly(dealership_id)']),
    );
    expect(settings.attributesForFaceting).not.toContain('objectID');
  });

  it('ranks each replica by its sort attribute first', () => {
    expect(layout.replicas.map((replica) => [replica.indexName, replica.settings.ranking])).toEqual([
      ['Car_production_created_at_desc', ['desc(created_at_timestamp)', 'typo', 'custom']],
      ['Car_production_price_desc', ['desc(price)', 'typo', 'custom']],
      ['Car_production_price_asc', ['asc(price)', 'typo', 'custom']],
    ]);
    expect(layout.replicas.every((replica) => !('replicas' in replica.settings))).toBe(true);
  });

  it('maps logical index names onto another base name', () => {
    expect(physicalIndexName('Car_production', 'Car_test')).toBe('Car_test');
    expect(physicalIndexName('Car_production_price_asc', 'Car_test')).toBe('Car_test_price_asc');
    expect(algoliaIndexLayout('Car_test').primary.settings.replicas).toEqual(['Car_test_created_at_desc', 'Car_test_price_desc', 'Car_test_price_asc']);
    expect(algoliaIndexNames('Car_test')).toEqual({
      Car_production: 'Car_test',
      Car_production_created_at_desc: 'Car_test_created_at_desc',
      Car_production_price_desc: 'Car_test_price_desc',
      Car_production_price_asc: 'Car_test_price_asc',
    });
  });
});

describe('Algolia search adapter', () => {
  it('writes filter trees in plain Algolia syntax', () => {
    const text = (filters: string) => toAlgoliaFilters(parseFilters(filters)!);
    expect(text('(status:in_stock OR sold_date_timestamp > 5) AND show_on_dealer_website:true')).toBe('(status:in_stock OR sold_date_timestamp > 5) AND show_on_dealer_website:true');
    expect(text('make:"Land Rover" AND dealership_slug:riverside-kia')).toBe('make:"Land Rover" AND dealership_slug:riverside-kia');
    expect(text('status=in_stock AND price:1 TO 2')).toBe('status:in_stock AND price:1 TO 2');
    expect(text('NOT (make:Kia OR body:SUV)')).toBe('NOT make:Kia AND NOT body:SUV');
    expect(text('NOT (make:Kia AND NOT body:SUV)')).toBe('NOT make:Kia OR body:SUV');
    expect(text('tag:"say \\"hi\\""')).toBe('tag:"say \\"hi\\""');
  });

  it('flattens params next to indexName, as the v5 client sends them', () => {
    const hits = validateRequest({ indexName: 'Car_production_price_asc', params: { query: 'kia', filters: 'status=in_stock', hitsPerPage: 21 } }, carSearchSchema);
    expect(toAlgoliaQuery(hits, 'Car_test')).toEqual({ indexName: 'Car_test_price_asc', query: 'kia', filters: 'status:in_stock', hitsPerPage: 21 });
    const facet = validateRequest({ indexName: 'Car_production', type: 'facet', params: { facetName: 'make', facetQuery: 'ki', maxFacetHits: 5, query: '' } }, carSearchSchema);
    expect(toAlgoliaQuery(facet)).toEqual({ indexName: 'Car_production', query: '', type: 'facet', facet: 'make', facetQuery: 'ki', maxFacetHits: 5 });
  });

  it('validates before calling Algolia and maps its 4xx answers to SearchInputError', async () => {
    const search = vi.fn(async () => ({ results: [{ hits: [], nbHits: 0 }] }));
    const port = createAlgoliaSearch({ appId: 'app', searchKey: 'key', client: { search } as never });
    await expect(port.search([{ indexName: 'Car_production', params: { hitsPerPage: 5000 } }])).rejects.toThrow(SearchInputError);
    expect(search).not.toHaveBeenCalled();
    await expect(port.search([{ indexName: 'Car_production', params: { query: 'kia' } }])).resolves.toEqual({ results: [{ hits: [], nbHits: 0 }] });
    expect(search).toHaveBeenCalledWith({ requests: [{ indexName: 'Car_production', query: 'kia' }] });

    const failing = createAlgoliaSearch({
      appId: 'app',
      searchKey: 'key',
      client: { search: async () => Promise.reject(Object.assign(new Error('filters: Unexpected token'), { status: 400 })) } as never,
    });
    await expect(failing.search([{ indexName: 'Car_production', params: {} }])).rejects.toThrow(/Algolia rejected the search: filters: Unexpected token/);
  });
});

describe('syncToAlgolia', () => {
  it('configures the primary and replicas, saves the records and deletes the ones no longer in the feed', async () => {
    const records = generateSearchRecords(3, 1);
    const calls: string[] = [];
    const client = {
      setSettings: vi.fn(async ({ indexName }: { indexName: string }) => {
        calls.push(`settings ${indexName}`);
        return { taskID: 1, updatedAt: '' };
      }),
      waitForTask: vi.fn(async ({ indexName }: { indexName: string }) => {
        calls.push(`wait ${indexName}`);
        return {};
      }),
      saveObjects: vi.fn(async ({ objects }: { objects: unknown[] }) => {
        calls.push(`save ${objects.length}`);
        return [];
      }),
      browseObjects: vi.fn(async ({ aggregator }: { aggregator: (page: { hits: Array<{ objectID: string }> }) => void }) => {
        aggregator({ hits: [{ objectID: records[0]!.objectID }, { objectID: 'gone-1' }, { objectID: 'gone-2' }] });
        return {};
      }),
      deleteObjects: vi.fn(async ({ objectIDs }: { objectIDs: string[] }) => {
        calls.push(`delete ${objectIDs.join(',')}`);
        return [];
      }),
    };
    const report = await syncToAlgolia({ appId: 'app', adminKey: 'admin', records, client: client as never });
    expect(report).toEqual({
      indexName: 'Car_production',
      replicas: ['Car_production_created_at_desc', 'Car_production_price_desc', 'Car_production_price_asc'],
      saved: 3,
      deleted: 2,
    });
    expect(calls).toEqual([
      'settings Car_production', 'wait Car_production',
      'settings Car_production_created_at_desc', 'wait Car_production_created_at_desc',
      'settings Car_production_price_desc', 'wait Car_production_price_desc',
      'settings Car_production_price_asc', 'wait Car_production_price_asc',
      'save 3', 'delete gone-1,gone-2',
    ]);
    expect(client.setSettings.mock.calls[0]![0]).toMatchObject({ forwardToReplicas: true, indexSettings: { customRanking: ['desc(custom_rank)'] } });
  });
});

describe('securedKeyForSite', () => {
  it("embeds the site's mandatory filters in a key signed with the parent key", () => {
    const filters = '(dealership_slug:"riverside-kia") AND (status:in_stock OR status:coming_soon OR sold_date_timestamp > 1700000000) AND show_on_dealer_website:true';
    const key = securedKeyForSite('parent-search-key', filters, { validUntil: 1_800_000_000, restrictIndices: ['Car_production', 'Car_production_*'] });
    const decoded = Buffer.from(key, 'base64').toString('utf8');
    const signature = decoded.slice(0, 64);
    const restrictions = decoded.slice(64);
    const params = new URLSearchParams(restrictions);
    expect(params.get('filters')).toBe(filters);
    expect(params.get('validUntil')).toBe('1800000000');
    expect(params.get('restrictIndices')).toBe('Car_production,Car_production_*');
    expect(signature).toBe(createHmac('sha256', 'parent-search-key').update(restrictions).digest('hex'));
  });

  it('refuses to mint a key without site filters', () => {
    expect(() => securedKeyForSite('parent', '  ')).toThrow(/needs the site filters/);
    expect(() => securedKeyForSite('', 'x:1')).toThrow(/parent search key/);
  });
});
