import { describe, expect, it } from 'vitest';
import { findRedirect } from '../http/redirect-table.mts';
import { redirectTableFromRows, siteOfHost } from './redirect-rows';

describe('README "Redirects": the table read from the published redirect documents', () => {
  const rows = [
    { site: 'riverside-kia', source: '/book-a-test-drive', destination: '/book-test-drive', permanent: true },
    { site: 'riverside-kia', source: '/winter', destination: '/special-offers', permanent: null },
    { site: 'riverside-kia', source: '/kia', destination: 'https://www.kia.com/au', permanent: false },
    // Written around the Studio's validation: each is left out.
    { site: 'riverside-kia', source: '//evil.com', destination: '/x', permanent: true },
    { site: 'riverside-kia', source: '/to-evil', destination: '//evil.com', permanent: true },
    { site: 'riverside-kia', source: '/js', destination: 'javascript:alert(1)', permanent: true },
    { site: 'riverside-kia', source: `/${'a'.repeat(300)}`, destination: '/x', permanent: true },
    { site: 'riverside-kia', source: '/Upper', destination: '/x', permanent: true },
    { site: 'riverside-kia', source: '/loop-a', destination: '/loop-b', permanent: true },
    { site: 'riverside-kia', source: '/loop-b', destination: '/loop-a', permanent: true },
    { source: '/no-site', destination: '/x' },
    'not an object',
  ];
  const { table, count, skipped } = redirectTableFromRows(rows);

  it('keeps the valid rules and names each row it left out', () => {
    expect(count).toBe(3);
    expect(skipped).toHaveLength(9);
    expect(skipped.at(-1)).toBe('riverside-kia /loop-b: part of a loop');
  });

  it.each([
    ['riverside-kia.localhost:3000', '/book-a-test-drive?utm_source=ad', { status: 308, location: '/book-test-drive?utm_source=ad' }],
    ['riverside-kia.localhost:3000', '/winter', { status: 308, location: '/special-offers' }],
    ['riverside-kia.localhost:3000', '/kia', { status: 307, location: 'https://www.kia.com/au' }],
    ['harbour-city-toyota.localhost:3000', '/book-a-test-drive', null],
    ['riverside-kia.localhost:3000', '/to-evil', null],
    ['riverside-kia.localhost:3000', '/js', null],
    ['riverside-kia.localhost:3000', '//evil.com', null],
    ['riverside-kia.localhost:3000', '/loop-a', null],
    ['localhost:3000', '/book-a-test-drive', null],
  ])('%s%s → %j', (host, url, answer) => {
    expect(findRedirect(table, host, url)).toEqual(answer);
  });

  it('names sites by the Host header as every route does', () => {
    expect([siteOfHost('riverside-kia.localhost:3320'), siteOfHost('evil.com'), siteOfHost('localhost')]).toEqual(['riverside-kia', null, null]);
  });
});
