import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, reviews, users } from '@waggle/db/schema';

/**
 * DESIGN.md §3: a place's rating_avg / rating_count, recomputed from its visible reviews, inside
 * the transaction that changed the reviews.
 */
const ratingSummaryFromReviews = {
  ratingAvg: sql<number>`coalesce((select avg(r.rating) from ${reviews} r
    where r.place_id = ${places.id} and r.status = 'visible'), 0)`,
  ratingCount: sql<number>`(select count(*) from ${reviews} r
    where r.place_id = ${places.id} and r.status = 'visible')::int`,
};

export function createReviewsRepository(db: Database) {
  return {
    /** A place's visible reviews, newest first, with their authors' public names. */
    listRecent(placeId: number, limit: number) {
      return db
        .select({
          id: reviews.id,
          placeId: reviews.placeId,
          rating: reviews.rating,
          text: reviews.text,
          photos: reviews.photos,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
          displayName: users.displayName,
          username: users.username,
          photoUrl: users.photoUrl,
          dogName: users.dogName,
          dogSize: users.dogSize,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.placeId, placeId), eq(reviews.status, 'visible')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** The places a user has reviewed (their ratings change when the reviews go). */
    async placeIdsReviewedBy(userId: number): Promise<number[]> {
      const rows = await db
        .select({ placeId: reviews.placeId })
        .from(reviews)
        .where(eq(reviews.userId, userId));
      return rows.map((row) => row.placeId);
    },

    /** Brings these places' rating summaries in line with their visible reviews. */
    async recomputeRatings(placeIds: readonly number[]): Promise<void> {
      if (placeIds.length === 0) return;
      await db
        .update(places)
        .set(ratingSummaryFromReviews)
        .where(sql`${places.id} = any(${sql.param([...placeIds])}::int[])`);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
