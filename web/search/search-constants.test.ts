import { describe, expect, it } from 'vitest';
import { DEFAULT_HITS_PER_PAGE } from './route-state';
import { SEARCH_DEBOUNCE_MS } from './ui/SearchBox';

describe('search constants (§5, §9)', () => {
  it('§5/§9 the search text is debounced 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
  it('§9 the default page size is 21', () => {
    expect(DEFAULT_HITS_PER_PAGE).toBe(21);
  });
});
