import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, reviews } from '@waggle/db/schema';
import type { AnnouncementMessages } from '@waggle/shared/announcements';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { seedDemoIfEmpty } from './seed-demo';

describe.each(testEngines)('demo seed [%s]', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('seeds places with reviews whose summary matches them, once', async () => {
    const seeded = await seedDemoIfEmpty(t.database.db);
    expect(seeded).toBeGreaterThan(100);
    expect(await seedDemoIfEmpty(t.database.db)).toBe(0);
    const { db } = t.database;
    const placeRows = await db
      .select({ id: places.id, avg: places.ratingAvg, count: places.ratingCount })
      .from(places);
    const visible = await db
      .select({ placeId: reviews.placeId, rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.status, 'visible'));
    const ratings = new Map<number, number[]>();
    for (const { placeId, rating } of visible)
      ratings.set(placeId, [...(ratings.get(placeId) ?? []), rating]);
    for (const place of placeRows) {
      const mine = ratings.get(place.id) ?? [];
      const avg = mine.reduce((sum, rating) => sum + rating, 0) / (mine.length || 1);
      expect(place.count).toBe(mine.length);
      expect(place.avg).toBeCloseTo(avg, 9);
    }
    expect(ratings.size).toBeGreaterThan(seeded / 2);
  });

  it('adds one live welcome announcement with a link, and only once', async () => {
    const response = await t.app.inject('/motd/messages.json');
    const { messages } = response.json<AnnouncementMessages>();
    expect(messages).toEqual([
      expect.objectContaining({ title: 'Welcome to Waggle! 🐾', status: 'active', imageUrl: null }),
    ]);
    expect(messages[0]?.content).toMatch(/\[[^\]]+\]\(https:\/\/[^)]+\)/);
  });
});
