/**
 * The search range sliders (§5 range slider, §8 out-of-range errors, §9 slider defaults): which
 * values a thumb may take and what a refinement becomes. Out-of-range attempts come back as
 * results; logging them is the caller's job.
 */

export interface Range {
  min: number;
  max: number;
}

/** §5: the range when the facet has no stats. */
export const DEFAULT_RANGE: Readonly<Range> = { min: 0, max: 100_000 };
/** §9 slider defaults (the price-range slider block with its 'View' button). */
export const PRICE_SLIDER_DEFAULTS = { min: 5_000, max: 250_000, step: 500 } as const;
/** §5: price and km snap to multiples of 1000; year and others are not rounded. */
const SNAP = 1_000;
const SNAPPED_ATTRIBUTES: ReadonlySet<string> = new Set(['price', 'km']);
/** §5: the step is one hundredth of the range. */
const STEPS_PER_RANGE = 100;

export const RANGE_ERRORS = {
  belowMinimum: 'Cannot refine below the range minimum',
  aboveMaximum: 'Cannot refine above the range maximum',
} as const;

export type RangeRefinement =
  | { ok: true; range: Range }
  | { ok: false; error: (typeof RANGE_ERRORS)[keyof typeof RANGE_ERRORS] };

/** §5: the facet's min/max, or 0 to 100000 when the facet has no stats. */
export function rangeBounds(stats?: Partial<Range> | null): Range {
  const min = stats?.min ?? DEFAULT_RANGE.min;
  const max = stats?.max ?? DEFAULT_RANGE.max;
  return min <= max ? { min, max } : { min: max, max: min };
}

/** §5: the slider step is one hundredth of the range. */
export function rangeStep(bounds: Range): number {
  return (bounds.max - bounds.min) / STEPS_PER_RANGE;
}

/** §5: price and km snap to the nearest multiple of 1000; other attributes (year...) are not rounded. */
export function snapRangeValue(attribute: string, value: number): number {
  return SNAPPED_ATTRIBUTES.has(attribute) ? Math.round(value / SNAP) * SNAP : value;
}

/** §5: values are clamped to the facet min/max. */
export function clampToRange(value: number, bounds: Range): number {
  return Math.min(Math.max(value, bounds.min), bounds.max);
}

/** §5: moving one thumb snaps and clamps its value; the min thumb cannot exceed the max and vice versa. */
export function moveRangeThumb(attribute: string, current: Range, thumb: 'min' | 'max', value: number, bounds: Range): Range {
  const next = clampToRange(snapRangeValue(attribute, value), bounds);
  return thumb === 'min' ? { min: Math.min(next, current.max), max: current.max } : { min: current.min, max: Math.max(next, current.min) };
}

/**
 * §5/§8: a refinement (from the URL or an input) outside the facet's range is refused with the
 * §8 message; inside, its ends are snapped, clamped and ordered. A missing end means the bound.
 */
export function refineRange(attribute: string, requested: Partial<Range>, bounds: Range): RangeRefinement {
  if (requested.min !== undefined && requested.min < bounds.min) return { ok: false, error: RANGE_ERRORS.belowMinimum };
  if (requested.max !== undefined && requested.max > bounds.max) return { ok: false, error: RANGE_ERRORS.aboveMaximum };
  const max = clampToRange(snapRangeValue(attribute, requested.max ?? bounds.max), bounds);
  const min = clampToRange(snapRangeValue(attribute, requested.min ?? bounds.min), bounds);
  return { ok: true, range: { min: Math.min(min, max), max } };
}
