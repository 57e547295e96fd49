/**
 * A small seeded pseudo-random generator (sfc32, seeded through cyrb128 of a string), so demo
 * stock is identical on every machine and every run for the same inputs. Never Math.random.
 */

/** cyrb128: four 32-bit hashes of a string, a good seed for sfc32. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [item, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Up to n distinct items, in a random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** A roughly normal value (sum of three uniforms) with this mean and spread. */
  around(mean: number, spread: number): number;
  /** A child generator with its own stream, so adding draws in one place leaves others unchanged. */
  fork(label: string): Random;
}

export function createRandom(seed: string | number): Random {
  let [a, b, c, d] = cyrb128(String(seed));
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // warm up

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (entries) => {
      let total = 0;
      for (const [, weight] of entries) total += weight;
      let roll = next() * total;
      for (const [item, weight] of entries) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return entries[entries.length - 1]![0];
    },
    sample: (items, n) => {
      const copy = [...items];
      const count = Math.min(n, copy.length);
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    around: (mean, spread) => mean + ((next() + next() + next()) / 1.5 - 1) * spread,
    fork: (label) => createRandom(`${seed}/${label}`),
  };
  return random;
}
