/**
 * Targets as ratios to a floor measured in the same run (README "Page speed"): absolute figures do
 * not travel between machines, a page's cost against the framework's own floor on the same machine
 * in the same minutes does. Used by bench:pages (TBT as a multiple of the legal page's) and
 * bench:load (requests per second as a percentage of a bare Node server answering the same bytes).
 */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "1,120-1,517" (or one figure when all are equal), rounded; "-" for none. */
export function rangeText(values: readonly number[]): string {
  if (values.length === 0) return '-';
  const low = Math.round(Math.min(...values)).toLocaleString('en-AU');
  const high = Math.round(Math.max(...values)).toLocaleString('en-AU');
  return low === high ? low : `${low}-${high}`;
}

/** `value` as a multiple of `floor`; NaN when the floor is not a positive figure (nothing to divide by). */
export function multipleOf(value: number, floor: number): number {
  return floor > 0 && Number.isFinite(value) ? value / floor : Number.NaN;
}

/** "3.30x"; "n/a" when there was no floor to divide by. */
export function multipleText(multiple: number): string {
  return Number.isFinite(multiple) ? `${multiple.toFixed(2)}x` : 'n/a';
}

/** `value` as a percentage of `floor`; NaN when the floor is not a positive figure. */
export function percentOf(value: number, floor: number): number {
  const multiple = multipleOf(value, floor);
  return Number.isFinite(multiple) ? multiple * 100 : Number.NaN;
}

/** "3.7%" (one decimal, so a few percent still reads); "n/a" when there was no floor. */
export function percentText(percent: number): string {
  return Number.isFinite(percent) ? `${percent.toFixed(1)}%` : 'n/a';
}

/** A goal a figure is held to: at most (`≤`) or at least (`≥`) a bound. */
export interface Goal {
  at: 'most' | 'least';
  bound: number;
}

/** Whether a figure meets its goal; a figure that could not be had (NaN) never does. */
export function meets(value: number, goal: Goal): boolean {
  if (!Number.isFinite(value)) return false;
  return goal.at === 'most' ? value <= goal.bound : value >= goal.bound;
}

/** The word every bench prints for a row: "met", "NOT MET", or "-" when the row has no goal. */
export function verdict(met: boolean | undefined): string {
  if (met === undefined) return '-';
  return met ? 'met' : 'NOT MET';
}
