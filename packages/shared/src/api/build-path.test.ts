import { describe, expect, it } from 'vitest';
import { buildPath, matchesPath } from './build-path';

describe('buildPath', () => {
  it('fills each path parameter, URI-encoded', () => {
    expect(buildPath('/api/users/:id/favorites/:placeId', { id: 3, placeId: 'a b/c' })).toBe(
      '/api/users/3/favorites/a%20b%2Fc',
    );
  });

  it('leaves a path without parameters or query as it is', () => {
    expect(buildPath('/motd/messages.json')).toBe('/motd/messages.json');
    expect(buildPath('/api/admin/summary', {}, { q: undefined })).toBe('/api/admin/summary');
  });

  it('appends the query in the order given, form-encoded, without undefined values', () => {
    const query = {
      lat: '51.51012',
      lng: -0.134,
      limit: 50,
      category: 'cafe,dog_park',
      q: 'dean street',
      fenced: undefined,
      offLeash: true,
    };
    expect(buildPath('/api/locations', {}, query)).toBe(
      '/api/locations?lat=51.51012&lng=-0.134&limit=50&category=cafe%2Cdog_park&q=dean+street&offLeash=true',
    );
  });

  it('keeps an empty value', () => {
    expect(buildPath('/api/admin/users', {}, { q: '' })).toBe('/api/admin/users?q=');
  });

  it('refuses a pattern whose parameter has no value', () => {
    expect(() => buildPath('/api/locations/:id/reviews', {})).toThrow(
      '/api/locations/:id/reviews needs a value for :id',
    );
  });
});

describe('matchesPath', () => {
  it('matches a path of the pattern, with or without a query string', () => {
    expect(matchesPath('/api/locations', '/api/locations')).toBe(true);
    expect(matchesPath('/api/locations', '/api/locations?lat=1&lng=2')).toBe(true);
    expect(matchesPath('/api/locations/:id/reviews', '/api/locations/7/reviews?limit=10')).toBe(
      true,
    );
    expect(matchesPath('/api/users/:id/favorites/:placeId', '/api/users/1/favorites/2')).toBe(true);
  });

  it('does not match a path above, below or beside the pattern', () => {
    expect(matchesPath('/api/locations', '/api/locations/7')).toBe(false);
    expect(matchesPath('/api/locations/:id', '/api/locations')).toBe(false);
    expect(matchesPath('/api/locations/:id', '/api/locations/7/reviews')).toBe(false);
    expect(matchesPath('/api/locations/:id/reviews', '/api/locations/7/reviews/mine')).toBe(false);
    expect(matchesPath('/api/admin/users', '/api/users')).toBe(false);
  });

  it('needs a value for each parameter', () => {
    expect(matchesPath('/api/locations/:id', '/api/locations/')).toBe(false);
  });
});
