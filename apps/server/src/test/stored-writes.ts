import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '@waggle/db/client';
import { favorites, places, reviews, uploads } from '@waggle/db/schema';
import type { SentReview, StreamRecord } from './write-stream';

/** What the database holds of the stream's users' writes, and every upload row. */
export async function readStoredWrites(db: Database, userIds: number[]) {
  const [favouriteRows, reviewRows, uploadRows] = await Promise.all([
    db.select().from(favorites).where(inArray(favorites.userId, userIds)),
    db.select().from(reviews),
    db.select().from(uploads),
  ]);
  const placeIds = [...new Set(reviewRows.map((row) => row.placeId))];
  const ratings = placeIds.length
    ? await db
        .select({ id: places.id, ratingAvg: places.ratingAvg, ratingCount: places.ratingCount })
        .from(places)
        .where(inArray(places.id, placeIds))
    : [];
  return { favouriteRows, reviewRows, uploadRows, ratings };
}
export type StoredWrites = Awaited<ReturnType<typeof readStoredWrites>>;

const pair = ({ userId, placeId }: { userId: number; placeId: number }) => `${userId}:${placeId}`;
const content = ({ userId, placeId, rating, text, photos }: SentReview) => ({
  userId,
  placeId,
  rating,
  text,
  photos,
});

/**
 * Every acknowledged write is stored as it was acknowledged; a write that got no answer is
 * stored whole or not at all. Favourites: a save or removal acknowledged last on its place
 * decides it; a place with an unanswered change may be either way.
 */
export function expectAcknowledgedWrites(stored: StoredWrites, record: StreamRecord) {
  const saved = new Set(stored.favouriteRows.map(pair));
  const { acknowledged, unknown } = record.favourites;
  const undecided = new Set(unknown.map(pair));
  for (const change of acknowledged) {
    const key = pair(change);
    if (change.saved && !acknowledged.some((c) => !c.saved && pair(c) === key)) {
      if (!undecided.has(key)) expect(saved, `favourite ${key}`).toContain(key);
    }
    if (!change.saved) expect(saved, `favourite ${key} removed`).not.toContain(key);
  }
  const sent = new Set([...acknowledged, ...unknown].map(pair));
  for (const key of saved) expect(sent, `favourite ${key} was sent`).toContain(key);

  const byPair = new Map(stored.reviewRows.map((row) => [pair(row), content(row)]));
  for (const review of record.reviews.acknowledged) {
    expect(byPair.get(pair(review)), `review ${pair(review)}`).toEqual(content(review));
  }
  const unanswered = new Map(record.reviews.unknown.map((review) => [pair(review), review]));
  for (const [key, row] of byPair) {
    const answered = record.reviews.acknowledged.find((review) => pair(review) === key);
    const expected = answered ?? unanswered.get(key);
    expect(expected, `review ${key} was sent`).toBeDefined();
    if (expected) expect(row).toEqual(content(expected));
  }

  const uploaded = new Set(stored.uploadRows.map((row) => row.url));
  for (const url of record.uploads) expect(uploaded, `acknowledged upload`).toContain(url);
}

/**
 * Nothing is stored in part: each review's photos are uploads attached to it, whose two files are
 * on disk under `dataDir`; no upload is attached to a review that is not there; every kept
 * upload's files are there; each place's rating counts exactly its visible reviews.
 */
export function expectNothingPartial(stored: StoredWrites, dataDir: string) {
  const onDisk = (key: string) => existsSync(join(dataDir, 'uploads', key));
  const kept = stored.uploadRows.filter((row) => row.discardedAt === null);
  const reviewIds = new Set(stored.reviewRows.map((row) => row.id));
  for (const review of stored.reviewRows) {
    for (const url of review.photos) {
      const upload = kept.find((row) => row.url === url);
      expect(upload, `review ${review.id}'s photo ${url}`).toMatchObject({
        attachedTo: 'review',
        attachedId: review.id,
      });
    }
  }
  for (const upload of kept) {
    if (upload.attachedTo === 'review') {
      expect(reviewIds, `upload ${upload.id}'s review`).toContain(upload.attachedId);
    }
    expect([upload.key, upload.thumbnailKey].filter(onDisk), `upload ${upload.id}'s files`).toEqual(
      [upload.key, upload.thumbnailKey],
    );
  }
  for (const place of stored.ratings) {
    const ratings = stored.reviewRows
      .filter((row) => row.placeId === place.id && row.status === 'visible')
      .map((row) => row.rating);
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(place.ratingCount, `place ${place.id}'s rating count`).toBe(ratings.length);
    expect(place.ratingAvg, `place ${place.id}'s rating`).toBeCloseTo(average, 6);
  }
}
