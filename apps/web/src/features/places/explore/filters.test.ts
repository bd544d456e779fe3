import { listPlacesEndpoint } from '@waggle/shared/api/places';
import { describe, expect, it } from 'vitest';
import { endpointPath } from '../../../lib/api-endpoint';
import { nearbyQuery, noFilters, toggled } from './filters';

const here = { lat: 51.510123456, lng: -0.134 };

const nearbyPath = (...args: Parameters<typeof nearbyQuery>) =>
  endpointPath(listPlacesEndpoint, { query: nearbyQuery(...args) });

describe('nearbyPath', () => {
  it('asks for the nearest 50 around the position (about a metre of precision)', () => {
    expect(nearbyPath(here, noFilters, 'large')).toBe(
      '/api/locations?lat=51.51012&lng=-0.13400&limit=50',
    );
  });

  it('carries every filter', () => {
    const path = nearbyPath(
      here,
      {
        categories: ['cafe', 'dog_park'],
        q: '  dean street ',
        policies: ['offLeash', 'waterBowls'],
        fitsMyDog: true,
      },
      'large',
    );
    expect(Object.fromEntries(new URL(path, 'http://x').searchParams)).toEqual({
      lat: '51.51012',
      lng: '-0.13400',
      limit: '50',
      category: 'cafe,dog_park',
      q: 'dean street',
      offLeash: 'true',
      waterBowls: 'true',
      fitsDogSize: 'large',
    });
  });

  it('leaves "fits my dog" out without a dog size', () => {
    expect(nearbyPath(here, { ...noFilters, fitsMyDog: true }, null)).not.toContain('fitsDogSize');
  });
});

describe('toggled', () => {
  it('adds once and removes', () => {
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
