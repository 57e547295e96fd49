import type { Promo } from '@dealer/schemas';
import { describe, expect, it } from 'vitest';
import { AD_CARD_POSITION, isPromoLive, placePromos, PROMO_POSITIONS, promoSuits } from './promo-placement';

const promo = (id: string, position = 0, extra: Partial<Promo> = {}): Promo => ({
  _id: id, title: id, text: null, label: 'Go', href: '/x', start: '2025-01-01T00:00:00+10:00', expiry: '2025-02-01T00:00:00+10:00',
  position, display: [], strictDisplay: false, ...extra,
});
const cars = Array.from({ length: 21 }, (_, i) => `car${i + 1}`);
const inWindow = new Date('2025-01-15T00:00:00Z');
const shape = (items: ReturnType<typeof placePromos<string>>) => items.map((item) => (item.kind === 'car' ? 'c' : item.kind === 'promo' ? item.promo._id : 'AD'));

describe('promo cards (§4)', () => {
  it('positions are 8 and 17; the ad card is at 9', () => {
    expect(PROMO_POSITIONS).toEqual([8, 17]);
    expect(AD_CARD_POSITION).toBe(9);
  });

  it.each([
    ['2024-12-31T13:59:59Z', false], // 31 Dec 23:59:59 +10:00: before the window
    ['2024-12-31T14:00:00Z', true], // 1 Jan 00:00 +10:00: the start is inside
    ['2025-01-31T13:59:59Z', true],
    ['2025-01-31T14:00:00Z', false], // 1 Feb 00:00 +10:00: the expiry is outside
  ])('§4 window 1 Jan to 1 Feb 2025 (+10:00): at %s live=%s', (at, live) => {
    expect(isPromoLive(promo('p'), new Date(at))).toBe(live);
  });

  it('places promos as the 8th and 17th cards', () => {
    const items = placePromos(cars, [promo('a', 1), promo('b', 2)], { now: inWindow, page: 0, refinedCarTypes: [] });
    expect(items[7]).toMatchObject({ kind: 'promo', promo: { _id: 'a' } });
    expect(items[16]).toMatchObject({ kind: 'promo', promo: { _id: 'b' } });
    expect(items.filter((i) => i.kind === 'car')).toHaveLength(21);
  });

  it('rotates by position across pages', () => {
    const promos = [promo('c', 3), promo('a', 1), promo('b', 2)];
    const at = (page: number) => placePromos(cars, promos, { now: inWindow, page, refinedCarTypes: [] }).filter((i) => i.kind === 'promo').map((i) => (i.kind === 'promo' ? i.promo._id : ''));
    expect(at(0)).toEqual(['a', 'b']);
    expect(at(1)).toEqual(['c', 'a']);
    expect(at(2)).toEqual(['b', 'c']);
  });

  it('shuffles deterministically for a day', () => {
    const promos = ['a', 'b', 'c', 'd', 'e'].map((id, i) => promo(id, i));
    const one = placePromos(cars, promos, { now: inWindow, page: 0, refinedCarTypes: [], shuffle: true });
    const two = placePromos(cars, promos, { now: new Date('2025-01-15T05:00:00Z'), page: 0, refinedCarTypes: [], shuffle: true });
    expect(shape(one)).toEqual(shape(two));
  });

  it('adds the custom ad card at position 9', () => {
    const items = placePromos(cars, [promo('a')], { now: inWindow, page: 0, refinedCarTypes: [], adCard: true });
    expect(shape(items).slice(6, 10)).toEqual(['c', 'a', 'AD', 'c']);
  });

  it('no live promo, no promo card; a short page keeps only slots it reaches', () => {
    expect(shape(placePromos(cars, [promo('a')], { now: new Date('2026-01-01'), page: 0, refinedCarTypes: [] }))).not.toContain('a');
    expect(shape(placePromos(cars.slice(0, 10), [promo('a'), promo('b')], { now: inWindow, page: 0, refinedCarTypes: [] }))).toEqual(['c', 'c', 'c', 'c', 'c', 'c', 'c', 'a', 'c', 'c', 'c']);
  });

  it.each([
    [[], false, [], true],
    [['used'], false, [], true],
    [['used'], false, ['new'], false],
    [['used'], false, ['used', 'new'], true],
    [['used'], true, [], false],
    [['used'], true, ['used'], true],
    [['used'], true, ['used', 'new'], false],
  ] as const)('display %j strict %s, search %j: shown %s', (display, strictDisplay, refined, shown) => {
    expect(promoSuits({ display: [...display], strictDisplay }, refined)).toBe(shown);
  });
});
