import { describe, expect, it } from 'vitest';
import { placeFixture } from '../../../test/place-fixture';
import { cachedLocationsKey, readCachedLocations, writeCachedLocations } from './cached-locations';

const place = placeFixture({
  id: 7,
  name: 'Soho Dog Run',
  category: 'dog_park',
  city: 'London',
  offLeash: true,
  distanceKm: 0.4,
});

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
