import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reviews } from '@waggle/db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { parseSeedFile, type SeedFile } from './seed-file';
import { insertSeedSet } from './seed-set';

const file: SeedFile = {
  reviewers: [{ uid: 'seed-ada', name: 'Ada', dogName: 'Pip', dogSize: 'small' }],
  places: [
    {
      name: 'Test Dog Run',
      category: 'dog_park',
      lat: 51.5,
      lng: -0.12,
      openingHours: 'Mo-Su 06:00-22:00',
      offLeash: true,
      reviews: [{ reviewer: 'seed-ada', rating: 4, text: 'Good run', daysAgo: 2 }],
    },
    { name: 'Quiet Café', category: 'cafe', lat: 51.51, lng: -0.12 },
  ],
};

describe('seed files (npm run seed -- --file)', () => {
  it.each([
    ['an unknown category', { places: [{ name: 'X', category: 'zoo', lat: 1, lng: 1 }] }],
    [
      'a rating of 6',
      { places: [{ ...file.places[0], reviews: [{ reviewer: 'a', rating: 6, daysAgo: 1 }] }] },
    ],
    ['an unknown field', { places: [{ name: 'X', category: 'park', lat: 1, lng: 1, stars: 5 }] }],
    ['no places', {}],
  ])('refuses %s', (_case, json) => {
    expect(() => parseSeedFile(json)).toThrow();
  });

  const [run] = file.places;
  it.each([
    [
      'a NUL character in a name',
      { places: [{ name: 'X\u0000', category: 'park', lat: 1, lng: 1 }] },
      /must not contain the NUL character/,
    ],
    ['a review by an unknown reviewer', { places: [run] }, /no reviewer has the uid seed-ada/],
    [
      'a reviewer listed twice',
      { reviewers: [...(file.reviewers ?? []), ...(file.reviewers ?? [])], places: file.places },
      /seed-ada is listed twice/,
    ],
    [
      'two reviews of one place by one reviewer',
      {
        reviewers: file.reviewers,
        places: [{ ...run, reviews: [...(run?.reviews ?? []), ...(run?.reviews ?? [])] }],
      },
      /seed-ada reviews this place twice/,
    ],
  ])('refuses %s before writing anything, saying so', (_case, json, message) => {
    expect(() => parseSeedFile(json)).toThrow(message);
  });
});

describe.each(testEngines)('inserting a seed set [%s]', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('inserts its places, reviewers and reviews, with ratings computed from the reviews', async () => {
    const now = Date.UTC(2026, 5, 1);
    expect(await insertSeedSet(t.database.db, parseSeedFile(file, now))).toBe(2);
    const [run] = await t.database.db.select().from(places).where(eq(places.name, 'Test Dog Run'));
    expect(run).toMatchObject({ ratingAvg: 4, ratingCount: 1, offLeash: true, source: 'admin' });
    const [review] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.placeId, run?.id ?? 0));
    expect(review?.createdAt.toISOString()).toBe(new Date(now - 2 * 86_400_000).toISOString());
    const page = await t.app.inject(`/api/locations/${run?.id ?? 0}/reviews`);
    expect(page.json()).toMatchObject({ reviews: [{ text: 'Good run', author: { name: 'Ada' } }] });
  });
});
