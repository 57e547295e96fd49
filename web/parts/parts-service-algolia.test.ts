import { isSearchInputError, partSearchSchema, partsIndexName } from '@dealer/stock';
import { algoliaIndexLayout, physicalIndexName } from '@dealer/stock/server';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { describe, expect, it, vi } from 'vitest';
import { createPartsService } from './parts-service';

const kia = resolveSiteConfig(siteDefinitions.find((s) => s.slug === 'riverside-kia')!).config;
const backend = { kind: 'algolia', appId: 'app', searchKey: 'key', indexName: 'Car_test' } as const;

describe('§2 parts behind the Algolia adapter of the same search port', () => {
  it('names the parts index beside the cars’ under the same base', () => {
    expect(physicalIndexName(partsIndexName, 'Car_test')).toBe('Car_test_parts');
    expect(physicalIndexName(partsIndexName)).toBe('Car_production_parts');
    const layout = algoliaIndexLayout('Car_test_parts', partSearchSchema);
    expect(layout.replicas).toEqual([]);
    expect(layout.primary.settings.attributesForFaceting).toEqual(expect.arrayContaining(['searchable(category)', 'price', 'searchable(dealership_id)']));
  });

  it('§7 sends the site’s dealership_id scope around the shopper’s filters, to the physical parts index', async () => {
    const search = vi.fn(async () => ({ results: [{ hits: [], nbHits: 0 }] }));
    const service = createPartsService({ backend, parts: () => [], algoliaClient: { search } as never });
    await service.search(kia, [{ indexName: partsIndexName, params: { filters: 'category:Towing' } }]);
    const sent = (search.mock.calls[0] as unknown as [{ requests: { indexName: string; filters: string }[] }])[0].requests[0]!;
    expect(sent.indexName).toBe('Car_test_parts');
    expect(sent.filters).toBe('dealership_id:d-rk-1 AND category:Towing');
  });

  it.each([
    ['a car attribute', { filters: 'make:Kia' }],
    ['hitsPerPage over 1000', { hitsPerPage: 1001 }],
  ])('refuses %s before any network call, as the embedded engine does', async (_name, params) => {
    const search = vi.fn();
    const service = createPartsService({ backend, parts: () => [], algoliaClient: { search } as never });
    const error = await service.search(kia, [{ indexName: partsIndexName, params }]).catch((caught: unknown) => caught);
    expect(isSearchInputError(error)).toBe(true);
    expect(search).not.toHaveBeenCalled();
  });
});
