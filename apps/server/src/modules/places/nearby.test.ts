import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '@waggle/db/schema';
import { distanceKm } from '@waggle/shared/distance';
import { placePageSchema, type Place, type PlacePage } from '@waggle/shared/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { encodeKeysetCursor } from '../../keyset-cursor';
import type { NewPlaceRow } from './columns';

const origin = { lat: 51.5074, lng: -0.1278 };
const kmPerDegree = (Math.PI * 6371) / 180;
/** A point `km` north of the origin. */
const north = (km: number) => ({ lat: origin.lat + km / kmPerDegree, lng: origin.lng });

const fixtures: NewPlaceRow[] = [
  {
    name: 'A Corner Café',
    category: 'cafe',
    ...north(0.05),
    offLeash: true,
    dogsInside: true,
    city: 'London',
  },
  { name: 'B Gardens', category: 'park', ...north(0.5), fenced: true, address: '100% Dog Lane' },
  { name: 'C Dog Run', category: 'dog_park', ...north(2), waterBowls: true, maxDogSize: 'small' },
  { name: 'D Taproom', category: 'bar', ...north(5), maxDogSize: 'giant', fenced: false },
  { name: 'E Shore', category: 'beach', ...north(15) },
  { name: 'Paris Café', category: 'cafe', lat: 48.8566, lng: 2.3522 },
  { name: 'Hidden Hound', category: 'cafe', ...north(0.1), status: 'hidden' },
];

describe.each(testEngines)('nearby places API [%s]', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.database.db.insert(places).values(fixtures);
  });
  afterAll(() => t.close());

  async function list(query: string) {
    const res = await t.app.inject(`/api/locations?lat=${origin.lat}&lng=${origin.lng}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlacePage>();
  }
  const names = (page: PlacePage) => page.places.map((place) => place.name[0]);

  it('lists places within 10 km, nearest first, with exact distances', async () => {
    const page = await list('');
    expect(names(page)).toEqual(['A', 'B', 'C', 'D']);
    for (const place of page.places) {
      expect(place.distanceKm).toBeCloseTo(distanceKm(origin, place), 9);
    }
    expect(page.places[2]?.distanceKm).toBeCloseTo(2, 6);
    expect(page.nextCursor).toBeNull();
  });

  it('honours the radius', async () => {
    expect(names(await list('radiusKm=20'))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(names(await list('radiusKm=1'))).toEqual(['A', 'B']);
    expect(names(await list('radiusKm=0.01'))).toEqual([]);
  });

  it('filters by one or several categories', async () => {
    expect(names(await list('category=cafe'))).toEqual(['A']);
    expect(names(await list('category=park,bar'))).toEqual(['B', 'D']);
    expect(names(await list('category=park&category=dog_park'))).toEqual(['B', 'C']);
  });

  it.each([
    ['offLeash=true', ['A']],
    ['dogsInside=true', ['A']],
    ['fenced=true', ['B']],
    ['fenced=false', ['D']],
    ['waterBowls=true', ['C']],
    ['fitsDogSize=large', ['A', 'B', 'D']],
    ['fitsDogSize=small', ['A', 'B', 'C', 'D']],
    ['q=taproom', ['D']],
    ['q=LONDON', ['A']],
    ['q=100%25', ['B']],
    ['q=%25', ['B']],
    ['category=cafe,park&fenced=true', ['B']],
  ])('filters with %s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const first = await list('limit=3&radiusKm=20');
    expect(names(first)).toEqual(['A', 'B', 'C']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`limit=3&radiusKm=20&cursor=${first.nextCursor ?? ''}`);
    expect(names(second)).toEqual(['D', 'E']);
    expect(second.nextCursor).toBeNull();
  });

  it('without a position lists newest first, filtered and paged', async () => {
    const res = await t.app.inject('/api/locations?category=cafe&limit=1');
    const first = res.json<PlacePage>();
    expect(first.places[0]).toMatchObject({ name: 'Paris Café', distanceKm: null });
    const next = await t.app.inject(
      `/api/locations?category=cafe&limit=1&cursor=${first.nextCursor ?? ''}`,
    );
    expect(next.statusCode).toBe(200);
    expect(next.json<PlacePage>().places.map((place) => place.name)).toEqual(['A Corner Café']);
  });

  it.each([
    ['lat=91&lng=0', 'lat'],
    ['lat=0&lng=-181', 'lng'],
    ['lat=51.5', 'lat and lng go together'],
    ['lng=0.1', 'lat and lng go together'],
    ['lat=abc&lng=1', 'lat'],
    ['lat=1&lng=1&radiusKm=-1', 'radiusKm'],
    ['lat=1&lng=1&radiusKm=0', 'radiusKm'],
    ['lat=1&lng=1&radiusKm=101', 'radiusKm'],
    ['limit=10000', 'limit'],
    ['category=spaceport', 'category'],
    ['offLeash=yes', 'offLeash'],
    ['fitsDogSize=huge', 'fitsDogSize'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['cursor=not-a-cursor', 'cursor'],
    // Well-formed cursors with values the database would refuse: a 400, never a 500.
    [
      `cursor=${encodeKeysetCursor({ mode: 'newest', createdAt: '0000-01-01T00:00:00.000000Z', id: 1 })}`,
      'cursor',
    ],
    [
      `cursor=${encodeKeysetCursor({ mode: 'newest', createdAt: '2026-01-01T00:00:00.000000Z', id: 2 ** 53 - 1 })}`,
      'cursor',
    ],
    [
      `lat=1&lng=1&cursor=${encodeKeysetCursor({ mode: 'near', lat: 1, lng: 1, km: 1, id: 2 ** 31 })}`,
      'cursor',
    ],
  ])('rejects ?%s with a 400 that names %s', async (query, mention) => {
    const res = await t.app.inject(`/api/locations?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toContain(mention);
  });

  it('writes each place as the place itself reads, to the schema, every field and odd text too', async () => {
    // The list's places are JSON the database writes (place-json.ts); a place alone is not.
    const [full] = await t.database.db
      .insert(places)
      .values({
        name: 'Zoë\'s "Bark" \\ Bistro 🐕\u0001\n',
        description: 'Tab\there, </script>, \u2028 and ünïcödé',
        category: 'restaurant',
        address: '1 Rue',
        city: 'Nice',
        country: 'FR',
        lat: 0.00001,
        lng: -0.00002,
        website: 'https://example.com/?a=1&b=2',
        phone: '+33 1',
        openingHours: 'Mo-Su 08:00-22:00',
        dogsInside: false,
        offLeash: true,
        fenced: null,
        waterBowls: true,
        maxDogSize: 'medium',
        source: 'osm',
        coverImageUrl: '/uploads/a.webp',
        ratingAvg: 13 / 3,
        ratingCount: 3,
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
        // Microseconds: the place alone drops them (a JS Date), the list's JSON too.
        updatedAt: sql`'2026-01-02T03:04:05.678999Z'::timestamptz`,
        lastVerifiedAt: new Date('2026-02-03T04:05:06.999Z'),
      })
      .returning({ id: places.id });
    const alone = await t.app.inject(`/api/locations/${full?.id ?? 0}`);
    const res = await t.app.inject('/api/locations?lat=0&lng=0&radiusKm=1');
    expect(res.statusCode, res.body).toBe(200);
    const page = placePageSchema.parse(res.json());
    const km = distanceKm({ lat: 0, lng: 0 }, { lat: 0.00001, lng: -0.00002 });
    expect(page.places).toEqual([{ ...alone.json<Place>(), distanceKm: km }]);
    expect(res.json()).toEqual(page);
  });

  it('refuses a cursor from another position or list', async () => {
    const { nextCursor } = await list('limit=1');
    const elsewhere = await t.app.inject(
      `/api/locations?lat=48.85&lng=2.35&cursor=${nextCursor ?? ''}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    const newest = await t.app.inject(`/api/locations?cursor=${nextCursor ?? ''}`);
    expect(newest.statusCode).toBe(400);
  });
});
