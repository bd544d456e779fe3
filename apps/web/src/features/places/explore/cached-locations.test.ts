import type { ListedPlace } from '@waggle/shared/places';
import { describe, expect, it } from 'vitest';
import { cachedLocationsKey, readCachedLocations, writeCachedLocations } from './cached-locations';

const place: ListedPlace = {
  id: 7,
  name: 'Soho Dog Run',
  description: null,
  category: 'dog_park',
  address: '1 Dean St',
  city: 'London',
  country: 'United Kingdom',
  lat: 51.51,
  lng: -0.13,
  website: null,
  phone: null,
  openingHours: null,
  dogsInside: null,
  offLeash: true,
  fenced: true,
  waterBowls: null,
  maxDogSize: null,
  source: 'community',
  coverImageUrl: null,
  ratingAvg: 0,
  ratingCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  distanceKm: 0.4,
};

describe('cached locations (spec §3)', () => {
  it('keeps the visible list under waggle-cached-locations as a JSON array', async () => {
    await writeCachedLocations([place]);
    expect(cachedLocationsKey).toBe('waggle-cached-locations');
    expect(JSON.parse(localStorage.getItem(cachedLocationsKey) ?? '')).toEqual([place]);
    expect(await readCachedLocations()).toEqual([place]);
  });

  it('reads nothing from a missing, broken or foreign value, and drops bad entries', async () => {
    expect(await readCachedLocations()).toEqual([]);
    localStorage.setItem(cachedLocationsKey, '{oops');
    expect(await readCachedLocations()).toEqual([]);
    localStorage.setItem(cachedLocationsKey, '{"places":[]}');
    expect(await readCachedLocations()).toEqual([]);
    localStorage.setItem(cachedLocationsKey, JSON.stringify([{ id: 'x' }, place]));
    expect(await readCachedLocations()).toEqual([place]);
  });
});
