/**
 * The model year a VIN states (49 CFR 565.15): position 10 is a year code that repeats every 30
 * years, and position 7 tells the cycles apart for cars and light trucks: a letter there means
 * 2010-2039, a digit 1980-2009. Null when position 10 holds no year code (0, U or Z).
 */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function vinModelYear(vin: string): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  return (/[A-Z]/.test(vin[6] ?? '') ? 2010 : 1980) + index;
}
