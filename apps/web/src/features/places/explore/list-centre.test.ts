import { formatDistance } from '@waggle/shared/distance';
import { describe, expect, it } from 'vitest';
import {
  centreFromSearch,
  centreName,
  listHeading,
  searchFromCentre,
  type ChosenCentre,
} from './list-centre';

describe('where the list is centred (docs/product.md#where-the-list-is-centred)', () => {
  it.each<[string, ChosenCentre | null]>([
    ['', null],
    ['at=50.8229,-0.1372&near=Brighton', { lat: 50.8229, lng: -0.1372, name: 'Brighton' }],
    ['at=50.8229,-0.1372', { lat: 50.8229, lng: -0.1372, name: null }],
    ['near=Brighton', null],
    ['at=91,0', null],
    ['at=0,181', null],
    ['at=1,2,3', null],
    ['at=a,b', null],
    ['at=1', null],
    ['at=,', null],
  ])('reads "%s"', (search, centre) => {
    expect(centreFromSearch(search)).toEqual(centre);
  });

  it('writes what it reads, names with spaces and ampersands too', () => {
    const centre = { lat: 51.123456789, lng: -0.5, name: 'Ware & Hertford' };
    const search = searchFromCentre(centre);
    expect(search).toBe('at=51.12346,-0.5&near=Ware%20%26%20Hertford');
    expect(centreFromSearch(search)).toEqual({ ...centre, lat: 51.12346 });
    expect(searchFromCentre(null)).toBe('');
  });

  it('heads the list with where it is centred', () => {
    expect(listHeading(null)).toBe('Dog-friendly places near you');
    expect(listHeading('central London')).toBe('Dog-friendly places near central London');
    expect(listHeading(centreName({ lat: 1, lng: 1, name: 'Brighton' }))).toBe(
      'Dog-friendly places near Brighton',
    );
    expect(listHeading(centreName({ lat: 1, lng: 1, name: null }))).toBe(
      "Dog-friendly places near the map's centre",
    );
    expect(formatDistance(0.415, 'kilometers', centreName({ lat: 1, lng: 1, name: null }))).toBe(
      "415 meters from the map's centre",
    );
  });
});
