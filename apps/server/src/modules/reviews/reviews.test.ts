import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reviews, users } from '@waggle/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

describe.each(testEngines)('recent reviews API [%s]', (engine) => {
  let t: TestApp;
  let placeId: number;
  let hiddenPlaceId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [place, hiddenPlace] = await t.database.db
      .insert(places)
      .values([
        { name: 'Park', category: 'park', lat: 51.5, lng: -0.1 },
        { name: 'Gone', category: 'bar', lat: 51.52, lng: -0.1, status: 'hidden' },
      ])
      .returning({ id: places.id });
    placeId = place?.id ?? 0;
    hiddenPlaceId = hiddenPlace?.id ?? 0;
    const authors = await t.database.db
      .insert(users)
      .values([
        { firebaseUid: 'uid-a', username: 'ann@example.com', displayName: 'Ann' },
        { firebaseUid: 'uid-b', username: 'bob@example.com', displayName: null },
        { firebaseUid: 'uid-c', username: 'cy@example.com', displayName: 'Cy' },
      ])
      .returning({ id: users.id });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    await t.database.db.insert(reviews).values([
      { placeId, userId: authors[0]?.id ?? 0, rating: 5, text: 'Lovely', createdAt: at(1) },
      {
        placeId,
        userId: authors[1]?.id ?? 0,
        rating: 3,
        text: 'Busy',
        photos: ['/images/a.webp'],
        createdAt: at(3),
      },
      {
        placeId,
        userId: authors[2]?.id ?? 0,
        rating: 1,
        text: 'Spam',
        status: 'hidden',
        createdAt: at(5),
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists visible reviews newest first with the author’s public name', async () => {
    const response = await get(`/api/locations/${placeId}/reviews`);
    expect(response.statusCode).toBe(200);
    const { reviews: list } = response.json<{
      reviews: { text: string; author: unknown; photos: string[] }[];
    }>();
    expect(list.map((review) => review.text)).toEqual(['Busy', 'Lovely']);
    expect(list[0]?.author).toMatchObject({ name: 'bob@example.com', photoUrl: null });
    expect(list[0]?.photos).toEqual(['/images/a.webp']);
    expect(list[1]?.author).toMatchObject({ name: 'Ann', photoUrl: null });
  });

  it('honours the limit', async () => {
    const response = await get(`/api/locations/${placeId}/reviews?limit=1`);
    expect(response.json<{ reviews: unknown[] }>().reviews).toHaveLength(1);
  });

  it.each([
    ['an unknown place', () => '/api/locations/999999/reviews', 404],
    ['a hidden place', () => `/api/locations/${hiddenPlaceId}/reviews`, 404],
    ['a bad id', () => '/api/locations/abc/reviews', 400],
    ['limit 0', () => `/api/locations/${placeId}/reviews?limit=0`, 400],
    ['limit 51', () => `/api/locations/${placeId}/reviews?limit=51`, 400],
    ['an unknown parameter', () => `/api/locations/${placeId}/reviews?sort=old`, 400],
  ])('answers %s with %i and a JSON error', async (_case, url, status) => {
    const response = await get(url());
    expect(response.statusCode).toBe(status);
    const body = response.json<{ error: unknown; message: unknown }>();
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
  });
});
