import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeFixture } from '../../test/place-fixture';
import {
  cachedListSize,
  cachedLocationsKey,
  cachedOpenedSize,
  cacheListedPlaces,
  cacheOpenedPlace,
  readCachedLocations,
} from './cached-locations';

const place = placeFixture({
  id: 7,
  name: 'Soho Dog Run',
  category: 'dog_park',
  city: 'London',
  offLeash: true,
  distanceKm: 0.4,
});
const places = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => placeFixture({ id: from + index }));
const cachedIds = async () => (await readCachedLocations()).map(({ id }) => id);

describe('cached locations (docs/product.md#connectivity-and-offline)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the list under waggle-cached-locations as a JSON array, with when it was saved', async () => {
    const listedAt = new Date(2026, 10, 27, 14, 2).getTime();
    vi.useFakeTimers({ now: listedAt, toFake: ['Date'] });
    await cacheListedPlaces([place]);
    expect(cachedLocationsKey).toBe('waggle-cached-locations');
    const saved = { ...place, savedAt: listedAt };
    expect(JSON.parse(localStorage.getItem(cachedLocationsKey) ?? '')).toEqual([saved]);
    expect(await readCachedLocations()).toEqual([saved]);
    // docs/product.md#saved-copies: a place opened later has a time of its own.
    vi.setSystemTime(listedAt + 60_000);
    await cacheOpenedPlace(placeFixture({ id: 9 }));
    const savedTimes = (await readCachedLocations()).map(({ savedAt }) => savedAt);
    expect(savedTimes).toEqual([listedAt, listedAt + 60_000]);
  });

  it('keeps the last non-empty list: no matches leave it in place', async () => {
    await cacheListedPlaces(places(1, 3));
    await cacheListedPlaces([]);
    expect(await cachedIds()).toEqual([1, 2, 3]);
    await cacheListedPlaces(places(10, 2));
    expect(await cachedIds()).toEqual([10, 11]);
  });

  it(`keeps at most ${cachedListSize} places of a list`, async () => {
    await cacheListedPlaces(places(1, cachedListSize + 30));
    expect(await cachedIds()).toHaveLength(cachedListSize);
  });

  it('adds the places opened since the list, refreshing one opened again', async () => {
    await cacheListedPlaces(places(1, 2));
    await cacheOpenedPlace(placeFixture({ id: 9, name: 'Opened' }));
    await cacheOpenedPlace(placeFixture({ id: 2, name: 'Renamed' }));
    const cached = await readCachedLocations();
    expect(cached.map(({ id }) => id)).toEqual([1, 2, 9]);
    expect(cached[1]?.name).toBe('Renamed');
    // A new list replaces the opened ones with it.
    await cacheListedPlaces(places(20, 1));
    expect(await cachedIds()).toEqual([20]);
  });

  it(`drops the oldest opened places beyond ${cachedOpenedSize}`, async () => {
    await cacheListedPlaces(places(1, cachedListSize));
    for (const opened of places(1000, cachedOpenedSize + 2)) await cacheOpenedPlace(opened);
    const ids = await cachedIds();
    expect(ids).toHaveLength(cachedListSize + cachedOpenedSize);
    expect(ids.slice(0, cachedListSize)).toEqual(places(1, cachedListSize).map(({ id }) => id));
    expect(ids.at(cachedListSize)).toBe(1002);
    expect(ids.at(-1)).toBe(1000 + cachedOpenedSize + 1);
  });

  it('reads nothing from a missing, broken or foreign value, and drops bad entries', async () => {
    expect(await readCachedLocations()).toEqual([]);
    localStorage.setItem(cachedLocationsKey, '{oops');
    expect(await readCachedLocations()).toEqual([]);
    localStorage.setItem(cachedLocationsKey, '{"places":[]}');
    expect(await readCachedLocations()).toEqual([]);
    // A copy kept before the app noted the time reads without one.
    localStorage.setItem(cachedLocationsKey, JSON.stringify([{ id: 'x' }, place]));
    expect(await readCachedLocations()).toEqual([{ ...place, savedAt: null }]);
  });
});
