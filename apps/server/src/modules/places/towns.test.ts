import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '@waggle/db/schema';
import type { TownList } from '@waggle/shared/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

// docs/product.md#looking-near-a-town
describe.each(testEngines)('GET /api/locations/towns [%s]', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const at = (city: string | null, country: string | null, lat: number, lng: number) => ({
      name: `A place in ${city ?? 'nowhere'}`,
      category: 'park' as const,
      city,
      country,
      lat,
      lng,
    });
    await t.database.db
      .insert(places)
      .values([
        at('Brighton', 'GB', 50.82, -0.14),
        at('brighton', 'GB', 50.84, -0.12),
        at('Brighton', 'AU', -37.9, 145),
        at('Brighouse', 'GB', 53.7, -1.78),
        at('Brighouse', 'GB', 53.7, -1.78),
        at('Brighouse', 'GB', 53.7, -1.78),
        at('New Brighton', 'GB', 53.43, -3.05),
        at('100%_Town', null, 10, 10),
        at(null, 'GB', 51, 0),
        { ...at('Brigg', 'GB', 53.55, -0.49), status: 'hidden' as const },
      ]);
  });
  afterAll(() => t.close());

  const towns = async (query: string) => {
    const res = await t.app.inject(`/api/locations/towns?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<TownList>().towns;
  };

  it('finds the towns starting with the letters, most places first, whatever the case', async () => {
    const rounded = (await towns('q=BRIG')).map(({ lat, lng, ...town }) => ({
      ...town,
      at: [lat, lng].map((value) => Math.round(value * 1e4) / 1e4),
    }));
    expect(rounded).toEqual([
      { name: 'Brighouse', country: 'GB', at: [53.7, -1.78], placeCount: 3 },
      { name: 'Brighton', country: 'GB', at: [50.83, -0.13], placeCount: 2 },
      { name: 'Brighton', country: 'AU', at: [-37.9, 145], placeCount: 1 },
    ]);
  });

  it('keeps to the limit, and finds nothing in hidden places or in the middle of a name', async () => {
    expect(await towns('q=bri&limit=1')).toHaveLength(1);
    expect(await towns('q=brigg')).toEqual([]);
    expect(await towns('q=ighton')).toEqual([]);
  });

  it('takes % and _ as letters', async () => {
    expect((await towns('q=100%25_')).map((town) => town.name)).toEqual(['100%_Town']);
    expect(await towns('q=1_')).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['q=b', 'q'],
    ['q=%20b%20', 'q'],
    [`q=${'b'.repeat(101)}`, 'q'],
    ['q=br%00', 'q'],
    ['q=bri&limit=9', 'limit'],
    ['q=bri&near=1', 'near'],
  ])('refuses ?%s with a JSON 400 naming %s', async (query, field) => {
    const res = await t.app.inject(`/api/locations/towns?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toContain(field);
  });
});
