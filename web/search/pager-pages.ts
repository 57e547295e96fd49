/** Page links either side of the current page (the pager's `padding`). */
export const PAGER_PADDING = 2;

/**
 * The 0-based pages the pager links, as InstantSearch's pagination connector lists them (its
 * Paginator): up to 2 × padding + 1 pages, the current one centred until an end is reached.
 * The server draws the first pager with it, so the pager reads the same before and after the island takes over.
 */
export function pagerPages(current: number, total: number, padding: number = PAGER_PADDING): number[] {
  if (total === 0) return [0];
  const shown = Math.min(2 * padding + 1, total);
  if (shown === total) return Array.from({ length: total }, (_, page) => page);
  const left = current <= padding ? current : current >= total - padding ? shown - (total - current) : padding;
  return Array.from({ length: shown }, (_, offset) => current - left + offset);
}
