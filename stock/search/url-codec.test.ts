import { describe, expect, it } from 'vitest';
import { bodySearchPath, facetSlug, matchBodySlug, modelsPath, makeSearchPath, modelSearchPath, parseSearchParams, parseSearchPath, searchHref, toSearchParams } from './url-codec';

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
    ['refinementList[city][0]=Penrith', { city: ['Penrith'] }],
    ['refinementList[state][0]=vic&weekly_price_range=100-200', { state: ['vic'], weekly_price_range: ['100-200'] }],
    ['tag=Test+Drive+Only&location_name=Parramatta&dealership_name=X&item_type=caravan&badge=GX&price_range=10k-20k', {
      tag: ['Test Drive Only'], location_name: ['Parramatta'], dealership_name: ['X'], item_type: ['caravan'], badge: ['GX'], price_range: ['10k-20k'],
    }],
  ])('§2 one parameter per facet, §3 search facets: ?%s', (query, refinements) => {
    expect(parseSearchParams(new URLSearchParams(query)).refinements).toEqual(refinements);
  });

  it.each([
    ['a 10 KB value', `city=${'x'.repeat(10 * 1024)}`],
    ['a value over 200 characters', `refinementList[dealership_slug][0]=${'a'.repeat(201)}`],
    ['a control character', 'city=Pen%00rith'],
    ['a C1 control character', 'tag=a%C2%85b'],
    ['an unknown facet', 'refinementList[secret_dealer][0]=x'],
    ['an unknown facet name', 'dealership_id=d-1'],
  ])('§2 address facets: ignores %s rather than applying it', (_name, query) => {
    expect(parseSearchParams(new URLSearchParams(query))).toEqual({ refinements: {}, ranges: {} });
  });

  it('keeps a 200-character value whole', () => {
    expect(parseSearchParams(new URLSearchParams(`city=${'a'.repeat(200)}`)).refinements.city).toEqual(['a'.repeat(200)]);
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

  it.each([
    [{}, '/search', '/search'],
    [{ refinements: { body: ['SUV'] }, ranges: { price: { min: 5000, max: 30000 } } }, '/search', '/search?body=SUV&price=5000-30000'],
    [{ ranges: { price: { min: 10000, max: 40000 } }, sort: 'price-desc' as const }, '/search', '/search?price=10000-40000&sortBy=price-desc'],
    [{ refinements: { make: ['Toyota'] }, ranges: { price: { min: 10000, max: 40000 } }, sort: 'price-asc' as const, page: 2 }, '/search/used-cars', '/search/used-cars?make=Toyota&price=10000-40000&sortBy=price-asc&page=2'],
  ])('searchHref(%j, %s) = %s', (state, path, href) => {
    expect(searchHref(state, path)).toBe(href);
  });

  it('links to make, model and body routes by their slugs', () => {
    expect([makeSearchPath('Land Rover'), modelSearchPath('Toyota', 'Land Cruiser'), bodySearchPath('suv')]).toEqual(['/search/land-rover', '/search/toyota/land-cruiser', '/search/suv-cars']);
    expect(parseSearchPath(modelSearchPath('Toyota', 'Land Cruiser').split('/').slice(2))).toMatchObject({ makeSlug: 'toyota', modelSlug: 'land-cruiser' });
  });

  it.each([
    ['peopleMover', '/search/people-mover-cars'],
    ['cabChassis', '/search/cab-chassis-cars'],
    ['stationWagon', '/search/station-wagon-cars'],
    ['lightTruck', '/search/light-truck-cars'],
    ['suv', '/search/suv-cars'],
    ['4x4', '/search/4x4-cars'],
    ['ute', '/search/ute-cars'],
  ])('§2 one body-slug rule (lowercased, spaces to hyphens): %s -> %s', (body, path) => {
    expect(bodySearchPath(body)).toBe(path);
    expect(parseSearchPath(path.split('/').slice(2))?.bodySlug).toBe(path.slice('/search/'.length, -'-cars'.length));
  });

  it.each([
    ['people-mover', { body: 'peopleMover', canonical: true }],
    ['peoplemover', { body: 'peopleMover', canonical: false }],
    ['cab-chassis', { body: 'cabChassis', canonical: true }],
    ['cabchassis', { body: 'cabChassis', canonical: false }],
    ['suv', { body: 'suv', canonical: true }],
    ['boat', undefined],
  ])('§2 body slug %s among the stock\'s bodies', (slug, expected) => {
    expect(matchBodySlug(slug, ['suv', 'peopleMover', 'cabChassis', 'sedan'])).toEqual(expected);
  });
});

describe('§2 /models?body={body-name}', () => {
  it.each([
    ['peopleMover', '/models?body=people-mover'],
    ['suv', '/models?body=suv'],
    [undefined, '/models'],
  ])('modelsPath(%s) = %s', (body, path) => {
    expect(modelsPath(body)).toBe(path);
  });

  it('links a body the same way on /models and /search: one slug', () => {
    for (const body of ['peopleMover', 'cabChassis', 'stationWagon', 'suv']) {
      expect(modelsPath(body).split('=')[1]).toBe(bodySearchPath(body).slice('/search/'.length, -'-cars'.length));
    }
  });
});
