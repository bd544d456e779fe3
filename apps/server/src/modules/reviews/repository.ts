import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { reviews, users } from '@waggle/db/schema';

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
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.placeId, placeId), eq(reviews.status, 'visible')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
