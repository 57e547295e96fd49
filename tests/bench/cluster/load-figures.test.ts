import { describe, expect, it } from 'vitest';
import { failuresSince, loadFigures, percentile, table, type RequestRecord } from './load-figures';

const record = (sentAt: number, ms: number, status: number, error?: string): RequestRecord => ({ kind: 'home', sentAt, ms, status, error });

describe('bench:cluster figures', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('counts a non-2xx/3xx answer and a request with no answer as failures, and times only the answered ones', () => {
    const records = [record(0, 10, 200), record(1, 20, 302), record(2, 5_000, 0, 'ECONNRESET'), record(3, 30, 503), record(4, 40, 201)];
    const figures = loadFigures(records, 2);
    expect(figures).toMatchObject({ requests: 5, perSecond: 2.5, failures: 2, p50Ms: 20, p99Ms: 40 });
    expect(figures.examples).toEqual(['home: ECONNRESET', 'home: 503']);
  });

  it('counts failures from a moment on (3 s after a kill)', () => {
    const records = [record(1_000, 1, 0, 'refused'), record(4_000, 1, 502), record(4_500, 1, 200)];
    expect(failuresSince(records, 0)).toHaveLength(2);
    expect(failuresSince(records, 4_000)).toEqual([records[1]]);
    expect(failuresSince(records, 4_001)).toEqual([]);
  });

  it('prints a table with aligned columns', () => {
    expect(table(['N', 'req/s'], [['1', '120'], ['10', '7']])).toBe('| N  | req/s |\n|----|-------|\n| 1  | 120   |\n| 10 | 7     |');
  });
});
