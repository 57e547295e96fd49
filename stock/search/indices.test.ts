import { describe, expect, it } from 'vitest';
import { indexNames, indexOrders, indices, isIndexName, primaryIndexName, sortKeyOfIndex, sortKeys } from './indices';
import { carSearchSchema } from './schema';

describe('the car search indices (§9 sort options), spelled once', () => {
  it.each([
    ['relevant', 'Car_production', null],
    ['latest', 'Car_production_created_at_desc', { attribute: 'created_at_timestamp', direction: 'desc' }],
    ['price-desc', 'Car_production_price_desc', { attribute: 'price', direction: 'desc' }],
    ['price-asc', 'Car_production_price_asc', { attribute: 'price', direction: 'asc' }],
  ] as const)('sortBy=%s is answered by %s, ordered by %j', (key, indexName, order) => {
    expect(indices[key]).toBe(indexName);
    expect(indexOrders[indexName]).toEqual(order);
    expect(sortKeyOfIndex(indexName)).toBe(key);
  });

  it('the primary index is the relevance one and comes first; the menu order is §9’s', () => {
    expect(indices.relevant).toBe(primaryIndexName);
    expect(indexNames[0]).toBe(primaryIndexName);
    expect(sortKeys).toEqual(['relevant', 'latest', 'price-desc', 'price-asc']);
  });

  it('the search schema orders exactly these indices', () => {
    expect(Object.keys(carSearchSchema.indices)).toEqual(indexNames);
  });

  it.each([['Car_other'], [''], ['car_production'], ['Car_production_price']])('%j is not one of ours', (name) => {
    expect(isIndexName(name)).toBe(false);
    expect(sortKeyOfIndex(name)).toBeUndefined();
  });
});
