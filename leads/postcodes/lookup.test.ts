import { describe, expect, it } from 'vitest';
import type { PostcodeMarket } from '../contract/postcode';
import { distanceKm } from './distance';
import { lookupPostcode } from './lookup';

describe('§5 lookupPostcode: a known postcode gives its locality, state and coordinates', () => {
  it.each<[PostcodeMarket, string, string, string, { lat: number; lng: number }]>([
    ['AU', '2000', 'Sydney', 'NSW', { lat: -33.8688, lng: 151.2093 }],
    ['AU', '3000', 'Melbourne', 'VIC', { lat: -37.8136, lng: 144.9631 }],
    ['AU', '4000', 'Brisbane', 'QLD', { lat: -27.4698, lng: 153.0251 }],
    ['AU', '6000', 'Perth', 'WA', { lat: -31.9523, lng: 115.8613 }],
    ['AU', '0800', 'Darwin', 'NT', { lat: -12.4634, lng: 130.8456 }],
    ['AU', '2150', 'Parramatta', 'NSW', { lat: -33.8136, lng: 151.0034 }],
    ['AU', ' 3175 ', 'Dandenong', 'VIC', { lat: -37.9875, lng: 145.2149 }],
    ['NZ', '6011', 'Wellington', 'Wellington', { lat: -41.2866, lng: 174.7756 }],
    ['NZ', '1023', 'Auckland', 'Auckland', { lat: -36.8696, lng: 174.7779 }],
    ['NZ', '8011', 'Christchurch', 'Canterbury', { lat: -43.5321, lng: 172.6362 }],
    ['NZ', '9016', 'Dunedin', 'Otago', { lat: -45.8788, lng: 170.5028 }],
    ['US', '78701', 'Austin', 'TX', { lat: 30.2672, lng: -97.7431 }],
    ['US', '78758', 'Austin', 'TX', { lat: 30.3741, lng: -97.7234 }],
    ['US', '77002', 'Houston', 'TX', { lat: 29.7604, lng: -95.3698 }],
  ])('%s %s → %s, %s (within 15 km of the place)', async (market, postcode, locality, state, place) => {
    const found = await lookupPostcode(market, postcode);
    expect(found).toMatchObject({ postcode: postcode.trim(), locality, state });
    expect(distanceKm(found!, place)).toBeLessThan(15);
  });
});

describe('§5/§8 lookupPostcode: null (the form shows "Invalid postcode") for an unknown or malformed postcode', () => {
  it.each<[PostcodeMarket, string, string]>([
    ['AU', '0000', 'not allocated'],
    ['AU', '1000', 'not allocated'],
    ['AU', '200', 'too short'],
    ['AU', '78701', 'a ZIP code on an AU site'],
    ['AU', '', 'empty'],
    ['AU', 'abcd', 'not digits'],
    ['NZ', '0010', 'area 00 is not used'],
    ['NZ', '2799', 'area 27 is not used'],
    ['NZ', '60111', 'too long'],
    ['US', '00000', 'not a ZIP code'],
    ['US', '10001', 'a New York ZIP code: only Texas is covered'],
    ['US', '2000', 'an AU postcode on a US site'],
    ['US', '78701-1234', 'ZIP+4'],
  ])('%s %j: %s', async (market, postcode) => {
    expect(await lookupPostcode(market, postcode)).toBeNull();
  });

  it('does not read inherited keys as postcodes', async () => {
    expect(await lookupPostcode('AU', 'constructor')).toBeNull();
  });
});
