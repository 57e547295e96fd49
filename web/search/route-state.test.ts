import { describe, expect, it } from 'vitest';
import { facetSlug, parseSearchParams, parseSearchPath, toSearchParams } from './route-state';

describe('search URL state (§2 search routes)', () => {
  it.each([
    ['', {}],
    ['query=sportage&page=2&sortBy=price-asc', { query: 'sportage', page: 2, sort: 'price-asc' }],
    ['make=Kia&make=Mazda&price=10000-40000', { refinements: { make: ['Kia', 'Mazda'] }, ranges: { price: { min: 10000, max: 40000 } } }],
    ['refinementList[dealership_slug][0]=southern-cross-parramatta', { refinements: { dealership_slug: ['southern-cross-parramatta'] } }],
    ['year=2018-&km=-50000', { ranges: { year: { min: 2018 }, km: { max: 50000 } } }],
    ['price=50000-10000', { ranges: { price: { min: 10000, max: 50000 } } }],
  ])('parses ?%s', (query, expected) => {
    expect(parseSearchParams(new URLSearchParams(query))).toMatchObject({ refinements: {}, ranges: {}, ...expected });
  });

  it.each([
    ['page=0'], ['page=-3'], ['page=abc'], ['page=99999'], ['sortBy=drop-table'], ['price=cheap'], ['unknown=1'], ['make='], ['query=%20%20'],
  ])('ignores malformed ?%s', (query) => {
    expect(parseSearchParams(new URLSearchParams(query))).toEqual({ refinements: {}, ranges: {} });
  });

  it.each([
    'query=rav+4&make=Toyota&body=SUV&price=10000-40000&sortBy=latest&page=3',
    'make=Jeep&make=Ram&year=2020-2024',
    'query=ev',
  ])('round-trips ?%s', (query) => {
    const state = parseSearchParams(new URLSearchParams(query));
    expect(toSearchParams(state).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('leaves a fixed path refinement out of the query string', () => {
    const state = parseSearchParams(new URLSearchParams('car_type=used&make=Kia'));
    expect(toSearchParams(state, { car_type: ['used'] }).toString()).toBe('make=Kia');
  });

  it.each([
    [[], { path: '/search', fixed: {} }],
    [['new-cars'], { fixed: { car_type: ['new'] } }],
    [['demo-cars'], { fixed: { car_type: ['demo'] } }],
    [['used-cars'], { fixed: { car_type: ['used'] } }],
    [['new-and-demo-cars'], { fixed: { car_type: ['new', 'demo'] } }],
    [['new-used-and-demo-cars'], { fixed: {} }],
    [['suv-cars'], { bodySlug: 'suv' }],
    [['kia'], { makeSlug: 'kia' }],
    [['toyota', 'land-cruiser'], { makeSlug: 'toyota', modelSlug: 'land-cruiser' }],
  ])('route /search/%j', (segments, expected) => {
    expect(parseSearchPath(segments)).toMatchObject(expected);
  });

  it.each([[['a', 'b', 'c']], [['Kia']], [['../x']], [['a b']]])('not a search route: %j', (segments) => {
    expect(parseSearchPath(segments)).toBeUndefined();
  });

  it.each([['Land Cruiser', 'land-cruiser'], ['CX-5', 'cx-5'], ['peopleMover', 'peoplemover'], ['Niro Hybrid', 'niro-hybrid']])('facetSlug(%s) = %s', (value, slug) => {
    expect(facetSlug(value)).toBe(slug);
  });
});
