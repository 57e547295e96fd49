import { conformanceCases, generateSearchRecords } from '@dealer/demo';
import { describe, expect, it } from 'vitest';
import { indexNames } from '../indices';
import type { SearchRecord } from '../record';
import type { SearchRequest, SearchResult } from '../types';
import { SearchEngine } from './engine';

/**
 * An incremental update (upsert, remove: tombstones and appended documents merged into every
 * structure) must answer exactly as a full rebuild over the same records: hits and their order,
 * counts, facets in order, facet stats, highlights, facet search, every sort, typos.
 */

const pool = generateSearchRecords(1_600, 7);
const cases = conformanceCases(pool);
const base = pool.slice(0, 1_200);
const stocknum = pool.find((record) => record.stocknum)!.stocknum!;

/** Requests beyond the conformance table: every sort with text, typos, prefixes, facet search, highlights of everything. */
const extraRequests: SearchRequest[][] = [
  ...indexNames.map((indexName) => [{ indexName, params: { query: 'toyta', hitsPerPage: 40, facets: ['*'] } }]),
  ...indexNames.map((indexName) => [{ indexName, params: { filters: 'price > 20000', hitsPerPage: 60, page: 1 } }]),
  [{ indexName: indexNames[0], params: { query: 'mazda cx 5 white', attributesToHighlight: ['*'], hitsPerPage: 50 } }],
  [{ indexName: indexNames[0], params: { query: stocknum.slice(0, 3), hitsPerPage: 50 } }],
  [{ indexName: indexNames[0], params: { query: 'hybrd suv', facets: ['make', 'model', 'price', 'km', 'year', 'categories', 'filtered_features'], maxValuesPerFacet: 5 } }],
  [{ indexName: indexNames[0], type: 'facet', facet: 'make', params: { facetQuery: 'to' } }],
  [{ indexName: indexNames[0], type: 'facet', facet: 'categories', params: { facetQuery: '' } }],
  [{ indexName: indexNames[0], params: { facetFilters: [['make:Kia', 'make:Zephyr']], facets: ['model', 'colour'], hitsPerPage: 100 } }],
];
const table: SearchRequest[][] = [...cases.map((testCase) => testCase.requests), ...extraRequests];

/** A result without its timing, facets as ordered entries (the order is part of the answer). */
function comparable(result: SearchResult): unknown {
  const { processingTimeMS: _time, ...rest } = result as SearchResult & { processingTimeMS?: number };
  const facets = 'facets' in rest && rest.facets ? Object.fromEntries(Object.entries(rest.facets).map(([name, values]) => [name, Object.entries(values)])) : undefined;
  return { ...rest, facets };
}

function answers(engine: SearchEngine<SearchRecord>): unknown[] {
  return table.map((requests) => {
    try {
      return engine.search(requests).results.map(comparable);
    } catch (error) {
      return { error: (error as Error).message };
    }
  });
}

/** A changed copy of a record: other make, model, price, km, colour and categories, from a donor record. */
function edited(record: SearchRecord, donor: SearchRecord): SearchRecord {
  return { ...record, make: donor.make, model: donor.model, make_model: donor.make_model, price: donor.price, km: donor.km, colour: donor.colour, categories: donor.categories, custom_rank: donor.custom_rank };
}

function expectSameAsRebuild(engine: SearchEngine<SearchRecord>, expected: readonly SearchRecord[]) {
  const byId = (records: readonly SearchRecord[]) => new Map(records.map((record) => [record.objectID, record]));
  expect(byId(engine.records())).toEqual(byId(expected));
  expect(engine.size).toBe(expected.length);
  const rebuilt = new SearchEngine<SearchRecord>(expected);
  expect(answers(engine)).toEqual(answers(rebuilt));
}

describe('incremental updates answer exactly as a full rebuild', () => {
  it('has a table of queries that mostly match something', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
  });

  it('inserts new cars (new facet values, tokens and sort positions)', () => {
    const engine = new SearchEngine<SearchRecord>(base, { compactionShare: 1 });
    const inserted = pool.slice(1_200, 1_300);
    engine.upsert(inserted);
    expectSameAsRebuild(engine, [...base, ...inserted]);
  });

  it('updates cars in place (values move between facets, tokens and orders)', () => {
    const engine = new SearchEngine<SearchRecord>(base, { compactionShare: 1 });
    const changes = base.slice(100, 200).map((record, at) => edited(record, pool[1_300 + at]!));
    engine.upsert(changes);
    const changed = new Map(changes.map((record) => [record.objectID, record]));
    expectSameAsRebuild(engine, base.map((record) => changed.get(record.objectID) ?? record));
  });

  it('removes cars (values and tokens no car holds any more disappear)', () => {
    const engine = new SearchEngine<SearchRecord>(base, { compactionShare: 1 });
    const gone = base.filter((record) => record.make === base[0]!.make || record.objectID.endsWith('7')).map((record) => record.objectID);
    engine.remove([...gone, 'no-such-car']);
    const set = new Set(gone);
    expectSameAsRebuild(engine, base.filter((record) => !set.has(record.objectID)));
  });

  it('stays exact over successive mixed changes, and compaction changes no answer', () => {
    const engine = new SearchEngine<SearchRecord>(base, { compactionShare: 1 });
    const current = new Map(base.map((record) => [record.objectID, record]));
    for (let round = 0; round < 4; round++) {
      const upserts = [
        ...pool.slice(1_200 + round * 50, 1_250 + round * 50),
        ...base.slice(round * 30, round * 30 + 30).map((record, at) => edited(record, pool[(round * 97 + at * 13) % pool.length]!)),
      ];
      const removals = base.slice(600 + round * 40, 640 + round * 40).map((record) => record.objectID);
      engine.apply(upserts, removals);
      for (const id of removals) current.delete(id);
      for (const record of upserts) current.set(record.objectID, record);
    }
    expect(engine.tombstoneShare).toBeGreaterThan(0);
    expectSameAsRebuild(engine, [...current.values()]);
    engine.compact();
    expect(engine.tombstoneShare).toBe(0);
    expectSameAsRebuild(engine, [...current.values()]);
  });

  it('stays exact when searched between changes and over many rounds that outgrow the spare room', () => {
    // Searching before each change fills every cache (filters, words, exact units, value bitsets,
    // lazily built columns); the rounds append past the room reserved at build, twice.
    const start = base.slice(0, 100);
    const engine = new SearchEngine<SearchRecord>(start, { compactionShare: 1 });
    const current = new Map(start.map((record) => [record.objectID, record]));
    for (let round = 0; round < 36; round++) {
      answers(engine);
      const edits = [...current.values()].slice((round * 7) % 60, ((round * 7) % 60) + 40).map((record, at) => edited(record, pool[(round * 131 + at * 17) % pool.length]!));
      const inserted = pool.slice(200 + round * 20, 215 + round * 20);
      const removals = [...current.keys()].filter((_, at) => at % 23 === round % 23).slice(0, 12);
      engine.apply([...edits, ...inserted], removals);
      for (const id of removals) current.delete(id);
      for (const record of [...edits, ...inserted]) current.set(record.objectID, record);
      if (round % 12 === 11) expectSameAsRebuild(engine, [...current.values()]);
    }
    expect(engine.tombstoneShare).toBeGreaterThan(0.5);
  });

  it('an update that changes nothing keeps the index; a record without an objectID throws and leaves it serving', () => {
    const engine = new SearchEngine<SearchRecord>(base.slice(0, 50));
    const before = answers(engine);
    engine.remove(['no-such-car']);
    expect(() => engine.upsert([{ make: 'Kia' } as unknown as SearchRecord])).toThrow(/objectID/);
    expect(answers(engine)).toEqual(before);
    expect(engine.size).toBe(50);
  });

  it('compacts by itself once tombstones pass the share, off the update path', async () => {
    const engine = new SearchEngine<SearchRecord>(base.slice(0, 100), { compactionShare: 0.1 });
    engine.upsert(base.slice(0, 20).map((record, at) => edited(record, pool[500 + at]!)));
    expect(engine.tombstoneShare).toBeGreaterThan(0.1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(engine.tombstoneShare).toBe(0);
    expect(engine.size).toBe(100);
  });
});
