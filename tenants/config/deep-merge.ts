/**
 * A typed deep merge for site configuration: plain objects merge key by key, while arrays and
 * scalars from the override replace the base (a site's list of locations replaces the default,
 * it is never concatenated). `undefined` and `null` in an override mean "not set here", so a
 * half-filled Sanity document never erases a default.
 */

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> | null }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge<T>(base: T, ...overrides: (DeepPartial<T> | null | undefined)[]): T {
  let result: unknown = base;
  for (const override of overrides) result = mergeTwo(result, override);
  return result as T;
}

function mergeTwo(base: unknown, override: unknown): unknown {
  if (override === undefined || override === null) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    // Sanity system fields (_id, _type, _rev...) are not configuration.
    if (key.startsWith('_')) continue;
    merged[key] = mergeTwo(base[key], value);
  }
  return merged;
}
