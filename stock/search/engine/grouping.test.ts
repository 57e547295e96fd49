import { conformanceCases, DEALER_STOCK_NOW, generateSearchRecords, instantSearchRequests, searchTestSites, shopperStates } from '@dealer/demo';
import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../record';
import { carSearchSchema } from '../schema';
import type { SearchRequest, SearchResult } from '../types';
import { activeWords, countIn, fromDocs, toDocsIn } from './bitset';
import { SearchEngine } from './engine';

/**
 * Documents are numbered grouped by the schema's `groupAttribute` (a dealer's cars together) and a
 * request works over the bitset words of its scope only (stock/search/README.md "Scale"). Neither
 * may change an answer: the same records in any order, with or without grouping, answer alike,
 * also when searches of different sites follow each other (scratch words are cleared per use).
 */

const records = generateSearchRecords(1_500, 11);
const cutoff = Math.floor(DEALER_STOCK_NOW.getTime() / 1000) - 3 * 86_400;
const bySite = searchTestSites.map((site) => {
  const slugs = new Set(site.dealerships.map((dealership) => dealership.slug));
  return { slug: site.slug, dealershipSlugs: [...slugs], records: records.filter((record) => slugs.has(record.dealership_slug)) };
});
const table: SearchRequest[][] = [
  ...conformanceCases(records).map((testCase) => testCase.requests),
  // Shopper searches hop from site to site: each scope leaves other words in the scratch bitsets.
  ...shopperStates(bySite, 80, 3, cutoff).map((state) => instantSearchRequests(state)),
];

function comparable(result: SearchResult): unknown {
  const { processingTimeMS: _time, ...rest } = result as SearchResult & { processingTimeMS?: number };
  const facets = 'facets' in rest && rest.facets ? Object.fromEntries(Object.entries(rest.facets).map(([name, values]) => [name, Object.entries(values)])) : undefined;
  return { ...rest, facets };
}

const answers = (engine: SearchEngine<SearchRecord>) =>
  table.map((requests) => {
    try {
      return engine.search(requests).results.map(comparable);
    } catch (error) {
      return { error: (error as Error).message };
    }
  });

describe('documents grouped by dealer answer as ungrouped ones', () => {
  const ungrouped = answers(new SearchEngine<SearchRecord>(records, { schema: { ...carSearchSchema, groupAttribute: undefined } }));

  it.each([
    ['grouped, given order', () => records],
    ['grouped, reversed order', () => records.slice().reverse()],
    ['grouped, interleaved order', () => [...records.filter((_, i) => i % 2 === 1), ...records.filter((_, i) => i % 2 === 0)]],
  ])('%s', (_name, order) => {
    expect(table.length).toBeGreaterThan(100);
    const engine = new SearchEngine<SearchRecord>(order());
    expect(answers(engine)).toEqual(ungrouped);
    // Twice: the second pass starts from scratch bitsets dirtied by the first.
    expect(answers(engine)).toEqual(ungrouped);
  });

  it('keeps each record findable by its objectID, whatever its document number', () => {
    const engine = new SearchEngine<SearchRecord>(records.slice().reverse());
    for (const record of records.slice(0, 50)) expect(engine.get(record.objectID)).toBe(record);
    expect(new Set(engine.records())).toEqual(new Set(records));
  });
});

describe('bitset word lists', () => {
  it.each([
    ['empty', 100, []],
    ['one document', 100, [37]],
    ['word edges', 200, [0, 31, 32, 63, 64, 199]],
    ['spread', 5_000, [3, 900, 901, 2_500, 4_999]],
  ] as const)('%s', (_name, size, docs) => {
    const bits = fromDocs(size, docs);
    const words = activeWords(bits);
    expect([...words]).toEqual([...new Set(docs.map((doc) => doc >>> 5))]);
    expect(countIn(bits, words, words.length)).toBe(docs.length);
    const out = new Uint32Array(size);
    expect([...out.subarray(0, toDocsIn(bits, words, words.length, out))]).toEqual([...docs]);
  });
});
