import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '@waggle/db/schema';
import { placeCategories } from '@waggle/shared/domain';
import { seedDemoIfEmpty } from '../../seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { errorBody } from '../../test/error-body';

describe.each(testEngines)('places API [%s]', (engine) => {
  let t: TestApp;
  let hiddenId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoIfEmpty(t.database.db);
    const [hidden] = await t.database.db
      .insert(places)
      .values({ name: 'Closed for good', category: 'cafe', lat: 1, lng: 1, status: 'hidden' })
      .returning({ id: places.id });
    hiddenId = hidden?.id ?? 0;
  });
  afterAll(() => t.close());

  it('lists the newest active places, 20 by default', async () => {
    const res = await t.app.inject('/api/locations');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ places: { id: number; createdAt: string }[] }>();
    expect(body.places).toHaveLength(20);
    const ids = body.places.map((p) => p.id);
    expect(ids).not.toContain(hiddenId);
    const keys = body.places.map((p) => `${p.createdAt}|${String(p.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('answers the docs/product.md#connectivity-and-offline probe HEAD /api/locations?limit=1', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/locations?limit=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const get = await t.app.inject('/api/locations?limit=1');
    expect(get.json<{ places: unknown[] }>().places).toHaveLength(1);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['colour=red', 'colour'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject(`/api/locations?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toContain(field);
  });

  it('returns one place by id, 404 for unknown or hidden, 400 for a bad id', async () => {
    const list = (await t.app.inject('/api/locations?limit=1')).json<{
      places: { id: number }[];
    }>();
    const id = list.places[0]?.id;
    const one = await t.app.inject(`/api/locations/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ id: number }>().id).toBe(id);
    expect(errorBody(await t.app.inject('/api/locations/999999'))).toEqual({
      error: 'not_found',
      message: 'Place not found',
    });
    expect((await t.app.inject(`/api/locations/${hiddenId}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/locations/abc')).statusCode).toBe(400);
    expect((await t.app.inject('/api/locations/-3')).statusCode).toBe(400);
  });

  it('batches places by id in request order, unknown ids absent, duplicates once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/locations/batch',
      payload: { ids: [5, 999999, 2, 5, hiddenId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ places: { id: number }[] }>().places.map((p) => p.id)).toEqual([5, 2]);
  });

  it.each([
    ['malformed JSON', '{"ids": [1,', 'invalid_json'],
    ['an empty JSON body', '', 'invalid_json'],
    ['a wrong type', '{"ids": "1,2"}', 'validation_failed'],
    ['a negative id', '{"ids": [-1]}', 'validation_failed'],
    [
      'too many ids',
      JSON.stringify({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }),
      'validation_failed',
    ],
    ['no ids', '{"ids": []}', 'validation_failed'],
    ['an unknown field', '{"ids": [1], "all": true}', 'validation_failed'],
    ['a JSON array', '[1, 2]', 'validation_failed'],
  ])('answers %s with a 400 JSON error', async (_case, payload, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/locations/batch',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ error: string }>().error).toBe(code);
  });

  it('refuses an oversized body with 413 and a non-JSON body with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/locations/batch',
      headers: { 'content-type': 'application/json' },
      payload: `{"ids": [1], "pad": "${'x'.repeat(1_100_000)}"}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: string }>().error).toBe('payload_too_large');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/locations/batch',
      headers: { 'content-type': 'text/plain' },
      payload: 'ids=1',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json<{ error: string }>().error).toBe('unsupported_media_type');
  });

  it('seeded the demo set: every category, London included', async () => {
    const rows = await t.database.db.select().from(places);
    const categories = new Set(rows.map((row) => row.category));
    expect([...categories].sort()).toEqual([...placeCategories].sort());
    expect(rows.some((row) => row.city === 'London')).toBe(true);
    expect(new Set(rows.map((row) => row.offLeash))).toEqual(new Set([true, false, null]));
  });
});
