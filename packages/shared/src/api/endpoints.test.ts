import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { endpoints } from './endpoints';
import * as paths from './paths';
import { batchPlacesEndpoint } from './places';

const name = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the endpoint list', () => {
  it('names each method and path once', () => {
    const names = endpoints.map(name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses every path of paths.ts', () => {
    expect(new Set(endpoints.map(({ path }) => path))).toEqual(new Set(Object.values(paths)));
  });

  it('has a params schema for each path with parameters', () => {
    const missing = endpoints.filter(({ path, params }) => path.includes(':') !== !!params);
    expect(missing.map(name)).toEqual([]);
  });

  it('answers with a body except for HEAD', () => {
    const wrong = endpoints.filter(({ method, response }) => (method === 'HEAD') === !!response);
    expect(wrong.map(name)).toEqual([]);
  });

  it('has writes change only the paths of reads, and reads change nothing', () => {
    const reads = endpoints.filter(
      (endpoint) => endpoint.method === 'GET' || endpoint === batchPlacesEndpoint,
    );
    const readPaths = new Set(reads.map(({ path }) => path));
    const unread = endpoints.flatMap(({ changes }) => changes).filter((p) => !readPaths.has(p));
    expect(unread).toEqual([]);
    expect(reads.filter(({ changes }) => changes.length > 0).map(name)).toEqual([]);
  });

  it('holds frozen descriptors', () => {
    const frozen = (endpoint: (typeof endpoints)[number]) =>
      Object.isFrozen(endpoint) && Object.isFrozen(endpoint.changes);
    expect(endpoints.every(frozen)).toBe(true);
  });
});

describe('defineEndpoint', () => {
  const response = z.object({ ok: z.literal(true) });
  const { placePath, placesPath, favoritePath } = paths;

  it('answers 200 and changes nothing unless told otherwise', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: placesPath,
      response,
      access: 'anyone',
    });
    expect(endpoint.status).toEqual([200]);
    expect(endpoint.changes).toEqual([]);
  });

  it('lists the statuses it was given', () => {
    const created = defineEndpoint({
      method: 'POST',
      path: placesPath,
      response,
      status: 201,
      access: 'signed-in',
    });
    expect(created.status).toEqual([201]);
  });

  it('takes only the paths of paths.ts, and a params schema with each of their parameters', () => {
    const params = z.object({ id: z.coerce.number() });
    defineEndpoint({ method: 'GET', path: placePath, params, response, access: 'anyone' });
    // @ts-expect-error a path not in paths.ts
    defineEndpoint({ method: 'GET', path: '/api/elsewhere', response, access: 'anyone' });
    // @ts-expect-error the path has a parameter, so a params schema is required
    defineEndpoint({ method: 'GET', path: placePath, response, access: 'anyone' });
    // @ts-expect-error the params schema has no placeId
    defineEndpoint({ method: 'GET', path: favoritePath, params, response, access: 'anyone' });
    // @ts-expect-error a path without parameters takes no params schema
    defineEndpoint({ method: 'GET', path: placesPath, params, response, access: 'anyone' });
  });
});
