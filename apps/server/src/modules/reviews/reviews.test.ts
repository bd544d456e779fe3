import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reviews, users } from '@waggle/db/schema';
import type { OwnReview, ReviewPage } from '@waggle/shared/reviews';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { encodeKeysetCursor } from '../../keyset-cursor';

describe.each(testEngines)('reading reviews [%s]', (engine) => {
  let t: TestApp;
  let placeId: number;
  let pagedPlaceId: number;
  let hiddenPlaceId: number;
  let author: EmulatorUser;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [place, pagedPlace, hiddenPlace] = await t.database.db
      .insert(places)
      .values([
        { name: 'Park', category: 'park', lat: 51.5, lng: -0.1 },
        { name: 'Busy café', category: 'cafe', lat: 51.51, lng: -0.1 },
        { name: 'Gone', category: 'bar', lat: 51.52, lng: -0.1, status: 'hidden' },
      ])
      .returning({ id: places.id });
    placeId = place?.id ?? 0;
    pagedPlaceId = pagedPlace?.id ?? 0;
    hiddenPlaceId = hiddenPlace?.id ?? 0;
    author = await createEmulatorUser();
    const cyId = (await syncUser(t.app, author, 'Cy')).userId;
    const [ann, bob] = await t.database.db
      .insert(users)
      .values([
        {
          firebaseUid: 'uid-a',
          username: 'ann@example.com',
          displayName: 'Ann',
          dogName: 'Rex',
          dogSize: 'large',
        },
        { firebaseUid: 'uid-b', username: 'bob@example.com', displayName: null },
      ])
      .returning({ id: users.id });
    await t.database.db.insert(reviews).values([
      { placeId, userId: ann?.id ?? 0, rating: 5, text: 'Lovely', createdAt: at(1) },
      {
        placeId,
        userId: bob?.id ?? 0,
        rating: 3,
        text: 'Busy',
        photos: ['https://waggle.test/uploads/a.webp'],
        createdAt: at(3),
      },
      { placeId, userId: cyId, rating: 1, text: 'Spam', status: 'hidden', createdAt: at(5) },
    ]);

    // 25 reviews for paging, three of each minute: equal times are ordered by id.
    const reviewers = await t.database.db
      .insert(users)
      .values(Array.from({ length: 25 }, (_, i) => ({ firebaseUid: `p-${i}`, username: `p${i}` })))
      .returning({ id: users.id });
    await t.database.db.insert(reviews).values(
      reviewers.map((reviewer, i) => ({
        placeId: pagedPlaceId,
        userId: reviewer.id,
        rating: (i % 5) + 1,
        text: `Review ${i}`,
        createdAt: at(Math.floor(i / 3)),
      })),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, who?: EmulatorUser) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

  it('lists visible reviews newest first with the author’s public name and dog', async () => {
    const response = await get(`/api/locations/${placeId}/reviews`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ReviewPage>();
    expect(page.reviews.map((review) => review.text)).toEqual(['Busy', 'Lovely']);
    // Bob has no display name: his username is his email, which is never shown.
    expect(page.reviews[0]?.author).toEqual({
      name: 'Anonymous',
      photoUrl: null,
      dogName: null,
      dogSize: null,
    });
    expect(page.reviews[0]?.photos).toEqual(['https://waggle.test/uploads/a.webp']);
    // No upload row names that photo (seeded), so it is its own thumbnail.
    expect(page.reviews[0]?.thumbnails).toEqual(['https://waggle.test/uploads/a.webp']);
    expect(page.reviews[1]?.author).toEqual({
      name: 'Ann',
      photoUrl: null,
      dogName: 'Rex',
      dogSize: 'large',
    });
    expect(page.nextCursor).toBeNull();
    expect(response.body).not.toContain('@example.com');
  });

  it.each<[string, { displayName: string | null; username: string }, string]>([
    ['a display name', { displayName: 'Fay', username: 'fay@example.com' }, 'Fay'],
    ['no display name, a username', { displayName: null, username: 'Dee' }, 'Dee'],
    ['an email for a username', { displayName: null, username: 'gus@example.com' }, 'Anonymous'],
    ['an empty display name', { displayName: '', username: 'Hal@Example.COM' }, 'Anonymous'],
    [
      'an email for a display name',
      { displayName: 'ida@example.com', username: 'ida@example.com' },
      'Anonymous',
    ],
    ['a blank display name', { displayName: '  ', username: 'Jo' }, 'Jo'],
  ])('names an author with %s without their email', async (_case, author, name) => {
    const [place] = await t.database.db
      .insert(places)
      .values({ name: 'Green', category: 'park', lat: 51.6, lng: -0.1 })
      .returning({ id: places.id });
    const [user] = await t.database.db
      .insert(users)
      .values({ firebaseUid: `uid-${author.username}`, ...author })
      .returning({ id: users.id });
    await t.database.db
      .insert(reviews)
      .values({ placeId: place?.id ?? 0, userId: user?.id ?? 0, rating: 4 });
    const response = await get(`/api/locations/${place?.id ?? 0}/reviews`);
    expect(response.json<ReviewPage>().reviews[0]?.author.name).toBe(name);
    expect(response.body.toLowerCase()).not.toContain('@example.com');
  });

  it('never shows a signed-in author’s email, where they read their review or others do', async () => {
    const [place] = await t.database.db
      .insert(places)
      .values({ name: 'Common', category: 'park', lat: 51.7, lng: -0.1 })
      .returning({ id: places.id });
    const url = `/api/locations/${place?.id ?? 0}/reviews`;
    const nameless = await createEmulatorUser();
    await syncUser(t.app, nameless, null);
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(nameless),
      payload: { rating: 5, text: 'Big field' },
    });
    expect(saved.statusCode).toBe(201);
    for (const response of [saved, await get(url), await get(`${url}/mine`, nameless)]) {
      expect(response.body).toContain('"name":"Anonymous"');
      expect(response.body).not.toContain(nameless.email);
    }
  });

  it('pages through every review once, newest first, ties by id', async () => {
    const seen: ReviewPage['reviews'] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await get(`/api/locations/${pagedPlaceId}/reviews?limit=10${query}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<ReviewPage>();
      sizes.push(page.reviews.length);
      seen.push(...page.reviews);
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    const expected = [...seen].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    );
    expect(seen.map((review) => review.id)).toEqual(expected.map((review) => review.id));
    expect(new Set(seen.map((review) => review.id)).size).toBe(25);
  });

  it('refuses a cursor that is garbage or belongs to another place', async () => {
    const first = (await get(`/api/locations/${pagedPlaceId}/reviews?limit=1`)).json<ReviewPage>();
    for (const url of [
      `/api/locations/${pagedPlaceId}/reviews?cursor=garbage`,
      `/api/locations/${pagedPlaceId}/reviews?cursor=${Buffer.from('{"id":1}').toString('base64url')}`,
      // Well-formed, but values the database would refuse: never a 500.
      `/api/locations/${pagedPlaceId}/reviews?cursor=${encodeKeysetCursor({ placeId: pagedPlaceId, createdAt: '2026-01-01T00:00:00.000000Z', id: 9_007_199_254_740_991 })}`,
      `/api/locations/${pagedPlaceId}/reviews?cursor=${encodeKeysetCursor({ placeId: pagedPlaceId, createdAt: '0000-01-01T00:00:00.000000Z', id: 1 })}`,
      `/api/locations/${placeId}/reviews?cursor=${first.nextCursor ?? ''}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toContain('cursor');
    }
  });

  it.each([
    ['an unknown place', () => '/api/locations/999999/reviews', 404],
    ['a hidden place', () => `/api/locations/${hiddenPlaceId}/reviews`, 404],
    ['a bad id', () => '/api/locations/abc/reviews', 400],
    ['limit 0', () => `/api/locations/${placeId}/reviews?limit=0`, 400],
    ['limit 51', () => `/api/locations/${placeId}/reviews?limit=51`, 400],
    ['an empty cursor', () => `/api/locations/${placeId}/reviews?cursor=`, 400],
    ['an unknown parameter', () => `/api/locations/${placeId}/reviews?sort=old`, 400],
  ])('answers %s with %i and a JSON error', async (_case, url, status) => {
    const response = await get(url());
    expect(response.statusCode).toBe(status);
    const body = response.json<{ error: unknown; message: unknown }>();
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
  });

  describe('GET /api/locations/:id/reviews/mine', () => {
    const mine = (id: number, who?: EmulatorUser) => get(`/api/locations/${id}/reviews/mine`, who);

    it('shows the author their review an admin hid, which nobody else sees listed', async () => {
      const response = await mine(placeId, author);
      expect(response.statusCode).toBe(200);
      expect(response.json<OwnReview>().review).toMatchObject({
        text: 'Spam',
        rating: 1,
        hidden: true,
        author: { name: 'Cy' },
      });
      const listed = (await get(`/api/locations/${placeId}/reviews`)).json<ReviewPage>();
      expect(listed.reviews.map((review) => review.text)).not.toContain('Spam');
    });

    it('is null where the caller wrote none', async () => {
      expect((await mine(pagedPlaceId, author)).json()).toEqual({ review: null });
    });

    it('needs an active place (404)', async () => {
      expect((await mine(hiddenPlaceId, author)).statusCode).toBe(404);
      expect((await mine(999_999, author)).statusCode).toBe(404);
    });
  });
});
