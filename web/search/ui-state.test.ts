import { describe, expect, it } from 'vitest';
import { parseSearchParams, toSearchParams } from '@dealer/stock';
import { pathFor, routeToUiState, uiStateToRoute } from './ui-state';

describe('InstantSearch UI state <-> URL', () => {
  it.each([
    'query=sportage&make=Kia&body=SUV&price=10000-40000&sortBy=price-asc&page=2',
    'make=Toyota&make=Mazda&km=-50000&year=2018-2024',
    '',
  ])('URL -> UI state -> URL is stable for ?%s', (query) => {
    const ui = routeToUiState(parseSearchParams(new URLSearchParams(query)));
    expect(toSearchParams(uiStateToRoute(ui)).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('fixed path refinements become UI refinements the shopper can remove', () => {
    const ui = routeToUiState(parseSearchParams(new URLSearchParams('make=Kia')), { car_type: ['used'] });
    expect(ui.Car_production?.refinementList).toEqual({ make: ['Kia'], car_type: ['used'] });
  });

  it.each([
    [{ car_type: ['used'] }, { car_type: ['used'], make: ['Kia'] }, '/search/used-cars'],
    [{ car_type: ['used'] }, { make: ['Kia'] }, '/search'],
    [{ make: ['Kia'], model: ['Sportage'] }, { make: ['Kia'], model: ['Sportage'] }, '/search/kia/sportage'],
    [{ make: ['Kia'], model: ['Sportage'] }, { make: ['Kia'] }, '/search'],
  ])('path with fixed %j and refinements %j is %s', (fixed, refinements, expected) => {
    const path = expected === '/search' ? ('model' in fixed ? '/search/kia/sportage' : '/search/used-cars') : expected;
    expect(pathFor({ refinements, ranges: {} }, path, fixed as Record<string, string[]>).path).toBe(expected);
  });
});
