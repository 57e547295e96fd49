import { compareNames } from '../name-order';

/** §9: the make list shows the first 7 makes (or the site's popular-makes count) before 'Show all makes'; 'All Makes' divider at index 20. */
export const POPULAR_MAKES = 7;
export const ALL_MAKES_DIVIDER_AT = 20;

export interface MakeItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

export type MakeRow = { kind: 'make'; item: MakeItem } | { kind: 'divider' };

/**
 * Collapsed: the most popular makes (refined ones always stay visible). Expanded: the top 20 by
 * count, then an 'All Makes' divider and every other make alphabetically.
 */
export function makeRows(items: MakeItem[], expanded: boolean, popular = POPULAR_MAKES): MakeRow[] {
  const byCount = [...items].sort((a, b) => b.count - a.count || compareNames(a.label, b.label));
  if (!expanded) {
    const top = byCount.slice(0, popular);
    const refinedOutside = byCount.slice(popular).filter((item) => item.isRefined);
    return [...top, ...refinedOutside].map((item) => ({ kind: 'make', item }));
  }
  const head = byCount.slice(0, ALL_MAKES_DIVIDER_AT);
  const rest = byCount.slice(ALL_MAKES_DIVIDER_AT).sort((a, b) => compareNames(a.label, b.label));
  return [
    ...head.map((item): MakeRow => ({ kind: 'make', item })),
    ...(rest.length ? [{ kind: 'divider' } as MakeRow] : []),
    ...rest.map((item): MakeRow => ({ kind: 'make', item })),
  ];
}
