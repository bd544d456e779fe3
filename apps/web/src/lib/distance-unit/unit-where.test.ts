import { describe, expect, it } from 'vitest';
import { unitWhere } from './unit-where';

describe('the distance unit before one is chosen (docs/product.md#distance)', () => {
  it.each([
    ['Salzburg', 47.8, 13.04, 'kilometers'],
    ['New York', 40.71, -74.0, 'miles'],
    ['Seattle', 47.61, -122.33, 'miles'],
    ['Anchorage', 61.22, -149.9, 'miles'],
    ['Honolulu', 21.31, -157.86, 'miles'],
    ['London', 51.51, -0.13, 'miles'],
    ['Edinburgh', 55.95, -3.19, 'miles'],
    ['Belfast', 54.6, -5.93, 'miles'],
    ['Dublin', 53.35, -6.26, 'kilometers'],
    ['Toronto', 43.65, -79.38, 'kilometers'],
    ['Montreal', 45.5, -73.57, 'kilometers'],
    ['Vancouver', 49.28, -123.12, 'kilometers'],
    ['Monterrey', 25.69, -100.32, 'kilometers'],
    ['Calais', 50.95, 1.86, 'kilometers'],
    ['Monrovia', 6.3, -10.8, 'miles'],
  ] as const)('follows where the device is: %s', (_, lat, lng, unit) => {
    // An en-US browser: the position wins over the language.
    expect(unitWhere({ lat, lng }, unit === 'miles' ? 'de-AT' : 'en-US')).toBe(unit);
  });

  it.each([
    ['en-US', 'miles'],
    ['en_GB', 'miles'],
    ['de-AT', 'kilometers'],
    ['en', 'kilometers'],
  ] as const)('without a position, follows the browser language %s', (locale, unit) => {
    expect(unitWhere(null, locale)).toBe(unit);
  });
});
