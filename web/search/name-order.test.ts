import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareNames } from './name-order';

const locales = ['en-AU', 'en-NZ', 'en-US'] as const;
const sign = (value: number) => Math.sign(value);

describe('§9 make names in alphabetical order without Intl (README "Page speed")', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['Alfa Romeo', 'Audi'],
    ['BMW', 'Bentley'],
    ['Land Rover', 'Landwind'],
    ['Rolls Royce', 'Rolls-Royce'],
    ['Mercedes-Benz', 'Mercedes-AMG'],
    ['Kia', 'Kia EV'],
    ['LDV', 'Ldv'],
    ['GWM', 'Genesis'],
    ['2 Series', 'A4'],
    ['', 'Abarth'],
    ['Mazda', 'Mazda'],
  ])('%s against %s: the sign localeCompare gives, in every locale', (a, b) => {
    for (const locale of locales) {
      expect(sign(compareNames(a, b)), `${a} / ${b} (${locale})`).toBe(sign(a.localeCompare(b, locale)));
      expect(sign(compareNames(b, a)), `${b} / ${a} (${locale})`).toBe(sign(b.localeCompare(a, locale)));
    }
  });

  it('agrees with localeCompare on 20,000 random names of letters, digits, spaces and hyphens', () => {
    const alphabet = 'aAbBkKmMzZ09 -';
    let seed = 29;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const name = () => Array.from({ length: Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let i = 0; i < 20_000; i++) {
      const a = name();
      const b = name();
      for (const locale of locales) expect(sign(compareNames(a, b)), `${JSON.stringify(a)} / ${JSON.stringify(b)} (${locale})`).toBe(sign(a.localeCompare(b, locale)));
    }
  });

  it('plain names never reach localeCompare; others still do (accents, apostrophes, ampersands)', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    expect(sign(compareNames('Hyundai', 'Honda'))).toBe(1);
    expect(localeCompare).not.toHaveBeenCalled();
    expect(sign(compareNames('Škoda', 'Subaru'))).toBe(sign('Škoda'.localeCompare('Subaru')));
    expect(sign(compareNames("O'Brien Motors", 'O Brien'))).toBe(sign("O'Brien Motors".localeCompare('O Brien')));
    expect(localeCompare).toHaveBeenCalled();
  });
});
