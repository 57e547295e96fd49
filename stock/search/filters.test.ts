import { describe, expect, it } from 'vitest';
import { filterKey, parseFacetFilter, parseFilterList, parseFilters, parseNumericFilter } from './filters';
import { SearchInputError } from './types';

describe('filters grammar (Algolia syntax)', () => {
  it('parses facet, numeric, range and boolean predicates', () => {
    expect(parseFilters('make:Kia')).toEqual({ kind: 'facet', attribute: 'make', value: 'Kia' });
    expect(parseFilters('make:"Land Rover"')).toEqual({ kind: 'facet', attribute: 'make', value: 'Land Rover' });
    expect(parseFilters('"make":"say \\"hi\\""')).toEqual({ kind: 'facet', attribute: 'make', value: 'say "hi"' });
    expect(parseFilters('price > 5')).toEqual({ kind: 'compare', attribute: 'price', operator: '>', value: 5 });
    expect(parseFilters('price>=5.5')).toEqual({ kind: 'compare', attribute: 'price', operator: '>=', value: 5.5 });
    expect(parseFilters('km<-1')).toEqual({ kind: 'compare', attribute: 'km', operator: '<', value: -1 });
    expect(parseFilters('price != 0')).toEqual({ kind: 'compare', attribute: 'price', operator: '!=', value: 0 });
    expect(parseFilters('year:2018 TO 2022')).toEqual({ kind: 'range', attribute: 'year', min: 2018, max: 2022 });
    expect(parseFilters('show_on_dealer_website:true')).toEqual({ kind: 'facet', attribute: 'show_on_dealer_website', value: 'true' });
    expect(parseFilters('dealership_slug:riverside-kia')).toEqual({ kind: 'facet', attribute: 'dealership_slug', value: 'riverside-kia' });
  });

  it('reads `attr = text` and `attr != text` as facet equality (the §7 second call replaces : with =)', () => {
    expect(parseFilters('status=in_stock')).toEqual({ kind: 'facet', attribute: 'status', value: 'in_stock' });
    expect(parseFilters('status != sold')).toEqual({ kind: 'not', child: { kind: 'facet', attribute: 'status', value: 'sold' } });
  });

  it('gives AND precedence over OR, honours parentheses and NOT', () => {
    expect(parseFilters('a:1 OR b:2 AND c:3')).toEqual({
      kind: 'or',
      children: [
        { kind: 'facet', attribute: 'a', value: '1' },
        { kind: 'and', children: [{ kind: 'facet', attribute: 'b', value: '2' }, { kind: 'facet', attribute: 'c', value: '3' }] },
      ],
    });
    expect(parseFilters('(a:1 OR b:2) AND NOT c:3')).toEqual({
      kind: 'and',
      children: [
        { kind: 'or', children: [{ kind: 'facet', attribute: 'a', value: '1' }, { kind: 'facet', attribute: 'b', value: '2' }] },
        { kind: 'not', child: { kind: 'facet', attribute: 'c', value: '3' } },
      ],
    });
    expect(parseFilters('NOT (a:1 OR b:2)')?.kind).toBe('not');
  });

  it('parses the §7 sold-car window filter verbatim', () => {
    const tree = parseFilters('(status:in_stock OR status:coming_soon OR sold_date_timestamp > 1700000000) AND show_on_dealer_website:true');
    expect(tree).toEqual({
      kind: 'and',
      children: [
        {
          kind: 'or',
          children: [
            { kind: 'facet', attribute: 'status', value: 'in_stock' },
            { kind: 'facet', attribute: 'status', value: 'coming_soon' },
            { kind: 'compare', attribute: 'sold_date_timestamp', operator: '>', value: 1_700_000_000 },
          ],
        },
        { kind: 'facet', attribute: 'show_on_dealer_website', value: 'true' },
      ],
    });
  });

  it('treats an empty filter as no filter', () => {
    expect(parseFilters('')).toBeNull();
    expect(parseFilters('   ')).toBeNull();
  });

  it.each([
    ['make:', /expected a value after 'make:'/],
    ['make:Kia AND', /expected an attribute .* at the end/],
    ['(make:Kia', /expected '\)'/],
    ['make:Kia)', /unexpected '\)'/],
    ['make Kia', /expected ':' or a comparison after 'make'/],
    ['price > abc', /'>' needs a number/],
    ['price:1 TO x', /a range needs numbers/],
    ['make:"Kia', /unterminated quoted string/],
    ['make:Kia and model:Rio', /unexpected 'and' at position 9 \(operators are upper case/],
    ['price ! 5', /unexpected '!'/],
    ['OR make:Kia', /expected an attribute but found 'OR'/],
  ])('rejects %j with a clear message', (input, message) => {
    expect(() => parseFilters(input)).toThrow(SearchInputError);
    expect(() => parseFilters(input)).toThrow(message);
  });

  it('refuses absurdly deep nesting and huge filters', () => {
    expect(() => parseFilters(`${'('.repeat(50)}a:1${')'.repeat(50)}`)).toThrow(/nested more than/);
    expect(() => parseFilters('a:1 OR '.repeat(2000) + 'a:1')).toThrow(/longer than/);
  });

  it('parses facetFilters entries with negation and escaped dashes', () => {
    expect(parseFacetFilter('make:Kia')).toEqual({ kind: 'facet', attribute: 'make', value: 'Kia' });
    expect(parseFacetFilter('-make:Kia')).toEqual({ kind: 'not', child: { kind: 'facet', attribute: 'make', value: 'Kia' } });
    expect(parseFacetFilter('\\-tag:x')).toEqual({ kind: 'facet', attribute: '-tag', value: 'x' });
    expect(parseFacetFilter('badge:\\-5')).toEqual({ kind: 'facet', attribute: 'badge', value: '-5' });
    expect(parseFacetFilter('model:CX-5')).toEqual({ kind: 'facet', attribute: 'model', value: 'CX-5' });
    expect(() => parseFacetFilter('Kia')).toThrow(/not of the form attribute:value/);
  });

  it('nests facetFilters and numericFilters lists: AND of entries, OR inside arrays', () => {
    expect(parseFilterList([['make:Kia', 'make:Mazda'], 'body:SUV'], parseFacetFilter, 'facetFilters')).toEqual({
      kind: 'and',
      children: [
        { kind: 'or', children: [{ kind: 'facet', attribute: 'make', value: 'Kia' }, { kind: 'facet', attribute: 'make', value: 'Mazda' }] },
        { kind: 'facet', attribute: 'body', value: 'SUV' },
      ],
    });
    expect(parseFilterList('price>=5', parseNumericFilter, 'numericFilters')).toEqual({ kind: 'compare', attribute: 'price', operator: '>=', value: 5 });
    expect(parseFilterList([], parseFacetFilter, 'facetFilters')).toBeNull();
    expect(() => parseNumericFilter('make:Kia')).toThrow(/not a numeric filter/);
  });

  it('gives equal filters the same cache key, ignoring facet value case', () => {
    expect(filterKey(parseFilters('make:Kia AND price > 5')!)).toBe(filterKey(parseFilters('make:kia AND price>5')!));
    expect(filterKey(parseFilters('make:Kia')!)).not.toBe(filterKey(parseFilters('model:Kia')!));
  });
});
