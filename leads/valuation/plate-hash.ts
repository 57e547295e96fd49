/**
 * FNV-1a (32-bit) of a text: the embedded provider's only source of choice (README "The embedded
 * provider"), so a plate names the same car in every process, on every day, with no seed to keep.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
