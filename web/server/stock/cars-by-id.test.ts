import { parseFilters } from '@dealer/stock';
import { describe, expect, it } from 'vitest';
import { idFilters } from './cars-by-id';

describe('cars of a watchlist by id: objectID OR filters', () => {
  it('one filter for a few ids, duplicates once, hitsPerPage the count', () => {
    expect(idFilters(['rk-1', 'rk-2', 'rk-1'])).toEqual([{ filters: 'objectID:"rk-1" OR objectID:"rk-2"', count: 2 }]);
    expect(idFilters([])).toEqual([]);
  });

  it.each([
    ['250 short ids', Array.from({ length: 250 }, (_, i) => `rk-${i}`), [100, 100, 50]],
    ['60 ids of 200 characters', Array.from({ length: 60 }, (_, i) => `${i}-`.padEnd(200, 'x')), [37, 23]],
  ])('%s: groups of at most 100 ids whose filter the search accepts', (_case, ids, counts) => {
    const groups = idFilters(ids);
    expect(groups.map((group) => group.count)).toEqual(counts);
    for (const group of groups) {
      expect(group.filters.length).toBeLessThanOrEqual(8000);
      expect(() => parseFilters(group.filters)).not.toThrow();
    }
  });

  it('quotes ids as JSON strings, so a quote in an id cannot end the clause', () => {
    const [group] = idFilters(['a" OR objectID:"b']);
    expect(group!.filters).toBe('objectID:"a\\" OR objectID:\\"b"');
    expect(group!.count).toBe(1);
  });
});
