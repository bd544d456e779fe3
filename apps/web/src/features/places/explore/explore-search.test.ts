import { describe, expect, it } from 'vitest';
import { filtersFromSearch, isFiltered, searchFromFilters } from './explore-search';
import { categoryMenuLabel } from './filter-bar';
import { noFilters } from './filters';

describe('Explore filters in the URL', () => {
  it('reads categories, dog-policy flags, "fits my dog" and the search', () => {
    expect(
      filtersFromSearch(
        'category=park,cafe&fenced=true&waterBowls=true&fitsMyDog=true&q=dean%20st',
      ),
    ).toEqual({
      categories: ['park', 'cafe'],
      policies: ['fenced', 'waterBowls'],
      fitsMyDog: true,
      q: 'dean st',
    });
  });

  it('leaves out what it does not know, and keeps a search short', () => {
    expect(
      filtersFromSearch(`category=park,zoo,park&offLeash=yes&fenced=1&q=${'x'.repeat(150)}`),
    ).toEqual({ ...noFilters, categories: ['park'], q: 'x'.repeat(100) });
    expect(filtersFromSearch('')).toEqual(noFilters);
  });

  it('writes a readable, stable search string that reads back the same', () => {
    const filters = {
      categories: ['dog_park' as const, 'cafe' as const],
      policies: ['offLeash' as const],
      fitsMyDog: false,
      q: ' café & co ',
    };
    const search = searchFromFilters(filters);
    expect(search).toBe('category=dog_park,cafe&offLeash=true&q=caf%C3%A9%20%26%20co');
    expect(filtersFromSearch(search)).toEqual({ ...filters, q: 'café & co' });
    expect(searchFromFilters(noFilters)).toBe('');
  });

  it('knows when anything filters the list', () => {
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ ...noFilters, q: '  ' })).toBe(false);
    expect(isFiltered({ ...noFilters, fitsMyDog: true })).toBe(true);
  });
});

describe('the category menu button', () => {
  it.each([
    [0, 'All categories'],
    [1, '1 category'],
    [2, '2 categories'],
  ])('with %i chosen reads "%s"', (chosen, label) => {
    expect(categoryMenuLabel(chosen)).toBe(label);
  });
});
