// @vitest-environment jsdom
import algoliasearchHelper from 'algoliasearch-helper';
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { describe, expect, it } from 'vitest';
import { LiveResultGrid } from '../LiveResultGrid';
import { SearchExperience } from '../SearchExperience';
import { loadSearchIslandInStages } from './load-in-stages';

/**
 * The search island's code in stages (README "Page speed", search TBT): the same modules the island
 * imports, each stage after a task of its own, ending with the island itself.
 */
describe('the search island loaded in stages', () => {
  it('ends with the island component, after evaluating the same modules it imports', async () => {
    expect(await loadSearchIslandInStages()).toBe(SearchExperience);
    const stages = [await import('./1-search-helper'), await import('./2-instantsearch'), await import('./3-instantsearch-next'), await import('./4-result-cards')];
    expect(stages.map((module) => module.stage)).toEqual([algoliasearchHelper, InstantSearch, InstantSearchNext, LiveResultGrid]);
  });

  it('lets other tasks run between the stages', async () => {
    const order: string[] = [];
    const loading = loadSearchIslandInStages().then(() => order.push('loaded'));
    setTimeout(() => order.push('another task'), 0);
    await loading;
    expect(order).toEqual(['another task', 'loaded']);
  });
});
