import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';

describe('§9 distanceKm: haversine on the Earth radius 6371 km', () => {
  it.each([
    ['the same point', { lat: -33.8688, lng: 151.2093 }, { lat: -33.8688, lng: 151.2093 }, 0],
    ['one degree along a meridian (6371 × π / 180)', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.195],
    ['half the equator (6371 × π)', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015.087],
    ['Sydney GPO to Melbourne GPO', { lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 }, 713.4],
    ['Auckland to Wellington', { lat: -36.8485, lng: 174.7633 }, { lat: -41.2866, lng: 174.7756 }, 493.5],
    ['Austin to Dallas', { lat: 30.2672, lng: -97.7431 }, { lat: 32.7767, lng: -96.797 }, 293.1],
    ['across the antimeridian (Fiji)', { lat: -17, lng: 179.5 }, { lat: -17, lng: -179.5 }, 106.3],
  ])('%s: %f km', (_case, a, b, km) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThan(1);
    expect(Math.abs(distanceKm(b, a) - km)).toBeLessThan(1);
  });
});
