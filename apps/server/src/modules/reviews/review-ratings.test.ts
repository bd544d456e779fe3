import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reviews } from '@waggle/db/schema';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

// docs/product.md#reviews: a place's rating_avg and rating_count stay exact however many people write at once.
describe.each(testEngines)('ratings under concurrent review writes [%s]', (engine) => {
  let t: TestApp;
  let people: EmulatorUser[];

  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_WRITES_PER_MINUTE: 10_000 });
    people = await Promise.all(Array.from({ length: 50 }, () => createEmulatorUser()));
    for (const person of people) await syncUser(t.app, person);
  });
  afterAll(() => t.close());

  const newPlace = async () => {
    const [row] = await t.database.db
      .insert(places)
      .values({ name: 'Popular park', category: 'dog_park', lat: 48.85, lng: 2.35 })
      .returning({ id: places.id });
    return row?.id ?? 0;
  };
  const post = (placeId: number, person: EmulatorUser, rating: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/locations/${placeId}/reviews`,
      headers: bearer(person),
      payload: { rating },
    });
  const remove = (reviewId: number, person: EmulatorUser) =>
    t.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: bearer(person) });

  /** The stored summary, and the one computed here from the reviews left. */
  async function summaries(placeId: number) {
    const [stored] = await t.database.db
      .select({ ratingAvg: places.ratingAvg, ratingCount: places.ratingCount })
      .from(places)
      .where(eq(places.id, placeId));
    const left = await t.database.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.placeId, placeId), eq(reviews.status, 'visible')));
    const sum = left.reduce((total, review) => total + review.rating, 0);
    return { stored, count: left.length, mean: left.length ? sum / left.length : 0 };
  }

  it('counts 50 reviews sent at once, each exactly once', async () => {
    const placeId = await newPlace();
    const ratings = people.map((_, i) => (i % 5) + 1);
    const responses = await Promise.all(
      people.map((person, i) => post(placeId, person, ratings[i] ?? 1)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(people.map(() => 201));
    const { stored, count, mean } = await summaries(placeId);
    expect(count).toBe(50);
    expect(stored?.ratingCount).toBe(50);
    expect(stored?.ratingAvg).toBeCloseTo(ratings.reduce((a, b) => a + b) / 50, 12);
    expect(stored?.ratingAvg).toBeCloseTo(mean, 12);
  });

  it('stays exact while reviews are replaced, deleted and written at once', async () => {
    const placeId = await newPlace();
    const [existing, newcomers] = [people.slice(0, 30), people.slice(30)];
    const ids = await Promise.all(
      existing.map(async (person, i) => {
        const response = await post(placeId, person, (i % 5) + 1);
        return response.json<{ review: { id: number } }>().review.id;
      }),
    );
    const writes = [
      ...existing.map((person, i) =>
        i % 2 === 0 ? remove(ids[i] ?? 0, person) : post(placeId, person, 5 - (i % 4)),
      ),
      ...newcomers.map((person, i) => post(placeId, person, (i % 3) + 2)),
    ];
    const responses = await Promise.all(writes);
    expect(responses.every((response) => response.statusCode < 300)).toBe(true);
    const { stored, count, mean } = await summaries(placeId);
    expect(count).toBe(15 + 20);
    expect(stored?.ratingCount).toBe(count);
    expect(stored?.ratingAvg).toBeCloseTo(mean, 12);
    const detail = await t.app.inject(`/api/locations/${placeId}`);
    expect(detail.json()).toMatchObject({ ratingCount: count });
  });
});
