import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { lookupPostcode } from './lookup';
import { nearestLocation } from './nearest';

// The sales locations, as the preferred dealership select offers them (§5: it can filter by location type).
const salesLocationsOf = (slug: string) =>
  resolveSiteConfig(findSiteDefinition(slug)!).config.locations.filter((location) => location.location_type === 'sales');

describe('§5 nearestLocation: a shopper\'s postcode preselects the nearest of the site\'s locations', () => {
  it.each([
    ['southern-cross-motors', 'AU', '2000', 'parramatta'],
    ['southern-cross-motors', 'AU', '2150', 'parramatta'],
    ['southern-cross-motors', 'AU', '2750', 'caravans'],
    ['southern-cross-motors', 'AU', '2773', 'caravans'],
    ['southern-cross-motors', 'AU', '3000', 'dandenong'],
    ['southern-cross-motors', 'AU', '3806', 'dandenong'],
    ['southern-cross-motors', 'AU', '4000', 'parramatta'],
    ['riverside-kia', 'AU', '4000', 'riverside-kia-sales'],
    ['harbour-city-toyota', 'NZ', '6011', 'newmarket'],
    ['lone-star-jeep', 'US', '78701', 'austin'],
  ] as const)('%s, %s %s → %s', async (site, market, postcode, slug) => {
    const locations = salesLocationsOf(site);
    const place = await lookupPostcode(market, postcode);
    const nearest = nearestLocation(place!, locations);
    expect(nearest?.slug).toBe(slug);
  });
});

describe('§5 nearestLocation: the table', () => {
  const at = (slug: string, lat: number, long: number) => ({ slug, address: { lat, long } });
  const sydney = { lat: -33.8688, lng: 151.2093 };

  it.each([
    ['no locations', [], null],
    ['one location, however far', [at('perth', -31.9523, 115.8613)], 'perth'],
    ['the nearer of two', [at('penrith', -33.7511, 150.6942), at('parramatta', -33.8136, 151.0034)], 'parramatta'],
    ['the first of two at the same place', [at('first', -33.8136, 151.0034), at('second', -33.8136, 151.0034)], 'first'],
    ['across the antimeridian', [at('auckland', -36.8485, 174.7633), at('fiji', -18.1416, 178.4419)], 'auckland'],
  ])('%s → %s', (_case, locations, slug) => {
    expect(nearestLocation(sydney, locations)?.slug ?? null).toBe(slug);
  });
});
