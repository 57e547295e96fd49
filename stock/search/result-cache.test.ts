import { generateSearchRecords } from '@dealer/demo';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSearch } from './port';
import { createResultCache, RESULT_CACHE_ENTRIES, requestCacheKey } from './result-cache';
import { SearchInputError, type SearchResponse } from './types';

describe('§9 result cache: 10 entries, oldest evicted', () => {
  it('holds 10 entries and evicts the oldest first, even when it was read recently (not LRU)', () => {
    expect(RESULT_CACHE_ENTRIES).toBe(10);
    const cache = createResultCache<number>();
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
    expect(cache.get('k0')).toBe(0); // a read does not make k0 younger
    cache.set('k10', 10);
    expect(cache.size).toBe(10);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe(1);
    cache.set('k1', 11); // overwriting keeps its age
    cache.set('k11', 11);
    expect(cache.get('k1')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
    expect(() => createResultCache(0)).toThrow(RangeError);
  });

  it('keys requests by their JSON, whatever the order of object keys', () => {
    expect(requestCacheKey([{ indexName: 'Car_production', params: { query: 'kia', page: 1 } }])).toBe(
      requestCacheKey([{ params: { page: 1, query: 'kia' }, indexName: 'Car_production' }]),
    );
    expect(requestCacheKey([{ indexName: 'Car_production', params: { query: 'kia' } }])).not.toBe(requestCacheKey([{ indexName: 'Car_production', params: { query: 'kio' } }]));
  });
});

describe('embedded search port', () => {
  it('answers asynchronously, rejects bad input and takes index updates', async () => {
    const records = generateSearchRecords(50, 3);
    const port = createEmbeddedSearch(records);
    const first = (await port.search([{ indexName: 'Car_production', params: { hitsPerPage: 1 } }])).results[0] as SearchResponse;
    expect(first.nbHits).toBe(50);
    await expect(port.search([{ indexName: 'Nope', params: {} }])).rejects.toThrow(SearchInputError);
    port.remove([records[0]!.objectID]);
    port.upsert([{ ...records[1]!, objectID: 'extra-1', id: 'extra-1' }]);
    expect(((await port.search([{ indexName: 'Car_production', params: {} }])).results[0] as SearchResponse).nbHits).toBe(50);
    port.replaceAll(records.slice(0, 10));
    expect(port.engine.size).toBe(10);
  });
});
