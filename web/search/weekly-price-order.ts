/**
 * Weekly repayment bands in money order ('Under $100', '$100 - $150', …), not by count: with §4's
 * single-select radios the arrow keys then step from band to band, and the list does not jump
 * under the shopper's focus when a band is chosen.
 */
export function weeklyBandLowerBound(label: string): number {
  if (/^\s*under\b/i.test(label)) return 0;
  const first = /\d[\d,]*/.exec(label);
  return first ? Number(first[0].replace(/,/g, '')) : Number.MAX_SAFE_INTEGER;
}

export const byWeeklyBand = (a: { name: string }, b: { name: string }) =>
  weeklyBandLowerBound(a.name) - weeklyBandLowerBound(b.name) || a.name.localeCompare(b.name);
