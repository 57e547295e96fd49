import { describe, expect, it } from 'vitest';
import { tbtFloorCells } from './tbt-floor';

describe('bench:pages prints TBT as a multiple of the same site\'s legal page (README "Page speed")', () => {
  it.each([
    { page: 'search', tbt: 566, legal: 171.5, cells: ['3.30x (≤1.5x)', 'NOT MET'] },
    { page: 'search', tbt: 150, legal: 100, cells: ['1.50x (≤1.5x)', 'met'] },
    { page: 'vehicle', tbt: 302, legal: 157, cells: ['1.92x (≤1.5x)', 'NOT MET'] },
    { page: 'vehicle', tbt: 90, legal: 100, cells: ['0.90x (≤1.5x)', 'met'] },
    { page: 'legal', tbt: 88, legal: 88, cells: ['1.00x (floor)', '-'] },
    { page: 'home', tbt: 49, legal: 88, cells: ['0.56x', '-'] },
    // A floor of 0 ms leaves nothing to divide by: no multiple, and a goal is not met.
    { page: 'search', tbt: 40, legal: 0, cells: ['n/a (≤1.5x)', 'NOT MET'] },
    { page: 'blog', tbt: 40, legal: 0, cells: ['n/a', '-'] },
  ])('$page at $tbt ms against a legal page at $legal ms: $cells', ({ page, tbt, legal, cells }) => {
    expect(tbtFloorCells(page, tbt, legal)).toEqual(cells);
  });
});
