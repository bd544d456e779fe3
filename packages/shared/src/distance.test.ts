import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, kmToMiles, sortByDistance } from './distance';

describe('distance (docs/product.md#distance)', () => {
  it('uses a 6371 km Earth', () => {
    // A quarter of a meridian: pole to equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI * 6371) / 2,
      6,
    );
    // London to Paris, about 344 km.
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(
      343.56,
      1,
    );
    expect(distanceKm({ lat: 10, lng: 20 }, { lat: 10, lng: 20 })).toBe(0);
  });

  it.each([
    [null, { lat: 1, lng: 1 }],
    [{ lat: 1, lng: 1 }, undefined],
    [{ lat: 1 }, { lat: 1, lng: 1 }],
    [
      { lat: 1, lng: null },
      { lat: 1, lng: 1 },
    ],
    [
      { lat: Number.NaN, lng: 1 },
      { lat: 1, lng: 1 },
    ],
  ])('is unknown (0) when a coordinate is missing: %o → %o', (from, to) => {
    expect(distanceKm(from, to)).toBe(0);
  });
});

describe('distance text (docs/product.md#distance)', () => {
  it.each([
    [0, 'kilometers', 'Distance unknown'],
    [0, 'miles', 'Distance unknown'],
    [0.05, 'kilometers', 'Very nearby'],
    [0.0999, 'miles', 'Very nearby'],
    [0.1, 'kilometers', '100 meters away'],
    [0.4567, 'kilometers', '457 meters away'],
    [0.999, 'miles', '999 meters away'],
    [1, 'kilometers', '1.0 km away'],
    [12.345, 'kilometers', '12.3 km away'],
    [1, 'miles', '0.6 miles away'],
    [10, 'miles', '6.2 miles away'],
    [1 / kmToMiles, 'miles', '1.0 mile away'],
    [1.7, 'miles', '1.1 miles away'],
  ] as const)('%f km in %s → "%s"', (km, unit, text) => {
    expect(formatDistance(km, unit)).toBe(text);
  });
});

describe('distance text from a place other than the person (docs/product.md#distance)', () => {
  it.each([
    [0, 'kilometers', 'Distance unknown'],
    [0.05, 'kilometers', 'Very near central London'],
    [0.415, 'kilometers', '415 meters from central London'],
    [12.345, 'kilometers', '12.3 km from central London'],
    [10, 'miles', '6.2 miles from central London'],
    [1 / kmToMiles, 'miles', '1.0 mile from central London'],
  ] as const)('%f km in %s → "%s"', (km, unit, text) => {
    expect(formatDistance(km, unit, 'central London')).toBe(text);
  });
});

describe('sortByDistance', () => {
  const here = { lat: 51.5, lng: -0.12 };
  it('puts the nearest first, unknown positions last in their order, and keeps the input', () => {
    const places = [
      { name: 'far', lat: 51.6, lng: -0.12 },
      { name: 'no position a', lat: null, lng: null },
      { name: 'right here', lat: 51.5, lng: -0.12 },
      { name: 'near', lat: 51.51, lng: -0.12 },
      { name: 'no position b', lat: 51.5, lng: null },
    ];
    const before = [...places];
    expect(sortByDistance(places, here).map((place) => place.name)).toEqual([
      'right here',
      'near',
      'far',
      'no position a',
      'no position b',
    ]);
    expect(places).toEqual(before);
  });
});
