import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, places, suggestions } from '@waggle/db/schema';
import { testEngines } from './test/test-database';
import {
  createAdminTestKit,
  insertPlace,
  newPlaceFields,
  type AdminTestKit,
} from './test/admin-test-kit';

// docs/product.md#places-and-nearby-search, #suggestions and #announcements: a coordinate or a
// date the database cannot hold is a 400 naming the field, never a 500, and nothing is stored.

const denormal = 5e-324;

describe.each(testEngines)('values the database cannot hold [%s]', (engine) => {
  let kit: AdminTestKit;
  let placeId: number;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
    placeId = await insertPlace(kit.db);
  });
  afterAll(() => kit.close());

  const expectRefused = (response: { statusCode: number; json: <T>() => T }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string; message: string }>()).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining(field) as unknown,
    });
  };

  it.each([
    ['lat', denormal],
    ['lat', -1e-8],
    ['lng', denormal],
    ['lng', 9.9e-8],
  ])('a new place suggested at %s %s is a 400 and is not stored', async (field, value) => {
    const response = await kit.call('POST', '/api/suggestions', kit.member, {
      kind: 'new',
      fields: { ...newPlaceFields, [field]: value },
    });
    expectRefused(response, field);
    expect(await kit.db.select().from(suggestions)).toEqual([]);
  });

  it('takes 0 and coordinates 0.0000001 from it', async () => {
    for (const [lat, lng] of [
      [0, 0],
      [1e-7, -1e-7],
    ]) {
      const response = await kit.call('POST', '/api/suggestions', kit.member, {
        kind: 'new',
        fields: { ...newPlaceFields, lat, lng },
      });
      expect(response.statusCode).toBe(201);
      const approved = await kit.call(
        'POST',
        `/api/admin/suggestions/${response.json<{ id: number }>().id}/approve`,
        kit.admin,
        {},
      );
      expect(approved.statusCode).toBe(200);
    }
  });

  it('an edit suggestion, an approval and an admin correction to 5e-324 are 400s', async () => {
    expectRefused(
      await kit.call('POST', '/api/suggestions', kit.member, {
        kind: 'edit',
        placeId,
        fields: { lat: denormal },
      }),
      'lat',
    );
    const pending = await kit.submit<{ id: number }>(kit.member, '/api/suggestions', {
      kind: 'new',
      fields: newPlaceFields,
    });
    expectRefused(
      await kit.call('POST', `/api/admin/suggestions/${pending.id}/approve`, kit.admin, {
        fields: { lng: denormal },
      }),
      'lng',
    );
    expectRefused(
      await kit.call('PATCH', `/api/admin/places/${placeId}`, kit.admin, {
        fields: { lat: denormal },
      }),
      'lat',
    );
    const [place] = await kit.db.select().from(places).where(eq(places.id, placeId));
    expect(place).toMatchObject({ lat: 52.5, lng: 13.4 });
  });

  it.each([
    '/api/locations?lat=5e-324&lng=0',
    '/api/locations?lat=0&lng=-5e-324',
    '/api/suggestions/duplicates?name=Park&lat=5e-324&lng=0',
  ])('GET %s is a 400', async (url) => {
    expectRefused(await kit.call('GET', url, kit.member), 'l');
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59-14:00',
    '+010000-01-01T00:00:00Z',
    // Within 1–9999, but a year below 100 reads back as 1950–2049: the app's dates start in 1970.
    '0001-06-01T12:00:00Z',
    '1969-12-31T23:59:59Z',
  ])('an announcement published at %s is a 400 and is not stored', async (publishedAt) => {
    const body = { title: 'Walkies', content: 'See you.', publishedAt };
    expectRefused(
      await kit.call('POST', '/api/admin/announcements', kit.admin, body),
      'publishedAt',
    );
    expect(await kit.db.select().from(announcements)).toEqual([]);
  });

  // Found by hostile-input.test.ts: a lone surrogate went into the audit log's jsonb, which
  // refuses it (a 500); elsewhere it would be stored as U+FFFD, not as sent.
  it.each([
    [
      'POST',
      '/api/admin/announcements',
      { title: 'Walkies\uD800', content: 'See you.', publishedAt: '2026-01-01T00:00:00Z' },
      'title',
    ],
    [
      'POST',
      '/api/suggestions',
      { kind: 'new', fields: { ...newPlaceFields, city: '\uDC00' } },
      'city',
    ],
    ['PATCH', '/api/users/:member', { dogName: 'Rex\uDBFF' }, 'dogName'],
  ] as const)(
    '%s %s with a lone surrogate is a 400 naming the field',
    async (method, url, body, field) => {
      const who = url.startsWith('/api/admin') ? kit.admin : kit.member;
      const at = url.replace(':member', String(kit.memberId));
      const response = await kit.call(method, at, who, body);
      expectRefused(response, field);
      expect(response.json<{ message: string }>().message).toContain('broken character');
    },
  );

  it('takes the first and the last moment of the years 1970–9999, in UTC', async () => {
    for (const publishedAt of ['1970-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z']) {
      const created = await kit.call('POST', '/api/admin/announcements', kit.admin, {
        title: 'Walkies',
        content: 'See you.',
        publishedAt,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json<{ publishedAt: string }>().publishedAt).toBe(
        publishedAt.replace(/(:\d\d)Z$/, '$1.000Z'),
      );
      const id = created.json<{ id: number }>().id;
      expectRefused(
        await kit.call('PATCH', `/api/admin/announcements/${id}`, kit.admin, {
          publishedAt: '1970-01-01T00:00:00+00:01',
        }),
        'publishedAt',
      );
    }
  });
});
