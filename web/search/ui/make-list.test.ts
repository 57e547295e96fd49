import { describe, expect, it } from 'vitest';
import { ALL_MAKES_DIVIDER_AT, makeRows, POPULAR_MAKES, type MakeItem } from './make-list';

const makes = (n: number): MakeItem[] =>
  Array.from({ length: n }, (_, i) => ({ value: `Make${String(i).padStart(2, '0')}`, label: `Make${String(i).padStart(2, '0')}`, count: 100 - i, isRefined: false }));

describe('make list (§9)', () => {
  it('constants are the spec numbers', () => {
    expect(POPULAR_MAKES).toBe(7);
    expect(ALL_MAKES_DIVIDER_AT).toBe(20);
  });

  it.each([
    [5, false, 5, false],
    [30, false, 7, false],
    [20, true, 20, false],
    [30, true, 30, true],
  ])('%i makes, expanded %s: %i makes, divider %s', (count, expanded, shown, divider) => {
    const rows = makeRows(makes(count), expanded);
    expect(rows.filter((r) => r.kind === 'make')).toHaveLength(shown);
    expect(rows.some((r) => r.kind === 'divider')).toBe(divider);
    if (divider) expect(rows.findIndex((r) => r.kind === 'divider')).toBe(20);
  });

  it('a refined make outside the first 7 stays visible when collapsed', () => {
    const items = makes(12);
    items[10]!.isRefined = true;
    const rows = makeRows(items, false);
    expect(rows.map((r) => (r.kind === 'make' ? r.item.value : '-'))).toContain('Make10');
    expect(rows).toHaveLength(8);
  });

  it('after the divider makes are alphabetical', () => {
    const items = makes(25).map((item, i) => ({ ...item, label: `Z${25 - i}`, value: `Z${25 - i}` }));
    const rows = makeRows(items, true).slice(21).map((r) => (r.kind === 'make' ? r.item.label : '-'));
    expect(rows).toEqual([...rows].sort((a, b) => a.localeCompare(b)));
  });
});
