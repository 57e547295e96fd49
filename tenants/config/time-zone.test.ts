import { describe, expect, it } from 'vitest';
import { findSiteDefinition } from '../index';
import { resolveSiteConfig } from './resolve';
import { siteTimeZone } from './time-zone';

describe('the dealer\'s time zone, for the days a dealer counts (README "Accounts, the watchlist, reservations and buying online")', () => {
  it.each([
    ['riverside-kia', 'Australia/Brisbane'],
    ['southern-cross-motors', 'Australia/Sydney'],
    ['harbour-city-toyota', 'Pacific/Auckland'],
    ['lone-star-jeep', 'America/Chicago'],
  ])('%s counts days in %s', (slug, zone) => {
    expect(siteTimeZone(resolveSiteConfig(findSiteDefinition(slug)!).config)).toBe(zone);
  });

  it.each([
    ['en-AU', 'WA', 'Australia/Perth'],
    ['en-AU', 'somewhere', 'Australia/Sydney'],
    ['en-US', 'NY', 'America/New_York'],
  ] as const)('%s state %s: %s', (locale, state, zone) => {
    expect(siteTimeZone({ locale, state })).toBe(zone);
  });
});
