import { describe, expect, it } from 'vitest';
import { siteDefinitions } from '../sites';
import { resolveSiteConfig } from './resolve';

const kia = siteDefinitions.find((site) => site.slug === 'riverside-kia')!;

describe('site config (§1, §3, §6, §9)', () => {
  it.each(siteDefinitions.map((site) => [site.slug, site] as const))('%s resolves to a valid config', (_slug, site) => {
    expect(() => resolveSiteConfig(site)).not.toThrow();
  });

  it.each([
    ['§4 include_sold_cars_days defaults to 3', (c: ReturnType<typeof resolveSiteConfig>['config']) => c.stockVisibility.include_sold_cars_days, 3],
    ['§9 reservation deposit defaults to 200', (c: ReturnType<typeof resolveSiteConfig>['config']) => c.reservation_deposit, 200],
    ['§9 calculator interest defaults to 10', (c: ReturnType<typeof resolveSiteConfig>['config']) => c.calculator_interest_rate, 10],
    ['§4 no-price text defaults', (c: ReturnType<typeof resolveSiteConfig>['config']) => c.copy.noPriceText, 'Enquire for price.'],
    ['§5 enquiry message required by default', (c: ReturnType<typeof resolveSiteConfig>['config']) => c.features.enquiryMessageRequired, true],
    ['§6 storeFavourites on by default', (c: ReturnType<typeof resolveSiteConfig>['config']) => c.features.storeFavourites, true],
  ])('%s', (_name, read, expected) => {
    expect(read(resolveSiteConfig(kia).config)).toBe(expected);
  });

  it.each(siteDefinitions.map((site) => [site.slug, site] as const))('§6 authentication is off by default: %s has it only if its definition turns it on', (_slug, site) => {
    expect(resolveSiteConfig(site).config.features.authentication).toBe(site.features?.authentication ?? false);
  });

  it('§6 riverside-kia turns shopper accounts on for the demo; lone-star-jeep keeps the default', () => {
    expect(resolveSiteConfig(kia).config.features.authentication).toBe(true);
    expect(resolveSiteConfig(siteDefinitions.find((s) => s.slug === 'lone-star-jeep')!).config.features.authentication).toBe(false);
  });

  it('§9 one dealer group uses 8.5 calculator interest; gating on for checkout and finance', () => {
    const group = resolveSiteConfig(siteDefinitions.find((s) => s.slug === 'southern-cross-motors')!).config;
    expect(group.calculator_interest_rate).toBe(8.5);
    expect(group.features.gateCheckout).toBe(true);
    expect(group.features.gateFinance).toBe(true);
  });

  it('applies valid CMS overrides over the code definition', () => {
    const { config, ignored } = resolveSiteConfig(kia, {
      _id: 'siteSettings_riverside-kia',
      name: 'Riverside Kia Milton',
      features: { storeFavourites: false },
      stockVisibility: { include_sold_cars_days: 7 },
    });
    expect(ignored).toEqual([]);
    expect(config.name).toBe('Riverside Kia Milton');
    expect(config.features.storeFavourites).toBe(false);
    expect(config.features.captcha).toBe(true);
    expect(config.stockVisibility.include_sold_cars_days).toBe(7);
  });

  it.each([
    ['a sold window beyond 14 days', { stockVisibility: { include_sold_cars_days: 99 } }, 'stockVisibility'],
    ['an unknown template', { template: 'fancy' }, 'template'],
    ['a name of the wrong type', { name: 42 }, 'name'],
  ])('ignores %s from the CMS and reports it', (_name, overrides, path) => {
    const { config, ignored } = resolveSiteConfig(kia, overrides);
    expect(config).toEqual(resolveSiteConfig(kia).config);
    expect(ignored.join('\n')).toContain(path);
  });

  it('never lets the CMS change the slug or domains that route hosts', () => {
    const { config } = resolveSiteConfig(kia, { slug: 'other', domains: ['evil.example'] });
    expect(config.slug).toBe('riverside-kia');
    expect(config.domains).toEqual([]);
  });
});
