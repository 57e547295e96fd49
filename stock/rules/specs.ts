/**
 * Specification and feature lists on the vehicle page (§5 hidden empty specs, §4/§9 collapsed
 * list limits, §9 feet to metres for caravan dimensions).
 */

/** §9: feature list limit 8 while collapsed. */
export const FEATURE_LIST_LIMIT = 8;
/** §9: key specs top 4 (the specs list collapsed). */
export const KEY_SPECS_LIMIT = 4;
/** §9: feet to metres. */
export const FEET_TO_METRES = 0.3048;

export interface Spec {
  label: string;
  value: string | number | boolean | null | undefined;
}

/** §5: a spec value is hidden when empty, null, or the text 'null'. */
export function isSpecValueShown(value: Spec['value']): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  const text = String(value).trim();
  return text !== '' && text.toLowerCase() !== 'null';
}

/** §5: specs with empty, null or 'null' values are hidden. */
export function visibleSpecs<T extends Spec>(specs: readonly T[]): T[] {
  return specs.filter((spec) => isSpecValueShown(spec.value));
}

export interface CollapsibleList<T> {
  items: T[];
  /** Whether the Show All / Show More toggle is needed. */
  hasMore: boolean;
}

function collapse<T>(items: readonly T[], limit: number, expanded: boolean): CollapsibleList<T> {
  return { items: expanded ? [...items] : items.slice(0, limit), hasMore: items.length > limit };
}

/** §4/§9: feature list (non-empty equipment) shows the first 8 items until expanded. */
export function featureList(items: readonly string[], { expanded }: { expanded: boolean }): CollapsibleList<string> {
  return collapse(items.map((item) => item.trim()).filter((item) => isSpecValueShown(item)), FEATURE_LIST_LIMIT, expanded);
}

/** §4/§9: visible specs, the key first 4 until expanded. */
export function specList<T extends Spec>(specs: readonly T[], { expanded }: { expanded: boolean }): CollapsibleList<T> {
  return collapse(visibleSpecs(specs), KEY_SPECS_LIMIT, expanded);
}

/** §9: feet to metres (0.3048). */
export function feetToMetres(feet: number): number {
  return feet * FEET_TO_METRES;
}

/** §3/§9: a caravan's body width and length, given in feet, in metres (null when unknown). */
export function caravanDimensions(specifications: { body_width?: number | null; body_length?: number | null } | null): {
  width: number | null;
  length: number | null;
} {
  const metres = (feet: number | null | undefined) => (typeof feet === 'number' && Number.isFinite(feet) ? feetToMetres(feet) : null);
  return { width: metres(specifications?.body_width), length: metres(specifications?.body_length) };
}
