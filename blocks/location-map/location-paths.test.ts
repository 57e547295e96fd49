import { describe, expect, it } from 'vitest';
import { contactUsPath, contactUsPaths, locationBySlug } from './location-paths';

const locations = [
  { slug: 'riverside-kia-sales', visible: true, name: 'Sales' },
  { slug: 'riverside-kia-service-and-parts', visible: true, name: 'Service and Parts' },
  { slug: 'old-yard', visible: false, name: 'Old Yard' },
];

describe('§2 /contact-us/{location slug}', () => {
  it.each([
    ['riverside-kia-sales', 'Sales'],
    ['riverside-kia-service-and-parts', 'Service and Parts'],
    // An invisible location (§3 visible) has no page; an unknown, differently cased or partial slug is the site's 404.
    ['old-yard', undefined],
    ['nowhere', undefined],
    ['Riverside-Kia-Sales', undefined],
    ['riverside-kia', undefined],
    ['', undefined],
  ])('the slug %j finds %s', (slug, name) => {
    expect(locationBySlug(locations, slug)?.name).toBe(name);
  });

  it('a location\'s path is /contact-us/{slug}, encoded', () => {
    expect(contactUsPath('riverside-kia-sales')).toBe('/contact-us/riverside-kia-sales');
    expect(contactUsPath('a b')).toBe('/contact-us/a%20b');
  });

  it('§2 the sitemap lists /contact-us and one page per visible location', () => {
    expect(contactUsPaths(locations)).toEqual(['/contact-us', '/contact-us/riverside-kia-sales', '/contact-us/riverside-kia-service-and-parts']);
    expect(contactUsPaths([])).toEqual(['/contact-us']);
  });
});
