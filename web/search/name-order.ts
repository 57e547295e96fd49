/*
 * Names in the order `String.prototype.localeCompare` puts them, without Intl for plain names.
 * The page's first collation loads the browser's collation data: 8-11 ms of main thread here,
 * inside one render slice of the search island's hand-over, a long task on every search load
 * (README "Page speed"). Make names are letters, digits, spaces and hyphens, which collate as their
 * lower-case code units do (space, then hyphen, then digits, then letters), with lower case first
 * where only case differs. Any other character goes to localeCompare, as before.
 */

const plainName = /^[A-Za-z0-9 -]*$/;

/** Negative when `a` sorts before `b`, as `a.localeCompare(b)` says for the en locales. */
export function compareNames(a: string, b: string): number {
  if (!plainName.test(a) || !plainName.test(b)) return a.localeCompare(b);
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  // Only case differs: the first lower-case letter sorts first (upper case has the smaller code unit).
  if (a === b) return 0;
  return a < b ? 1 : -1;
}
