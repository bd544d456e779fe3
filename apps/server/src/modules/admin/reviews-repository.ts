import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, reviews, users } from '@waggle/db/schema';
import { reviewColumns } from '../reviews/repository';

const hasPhoto = (url: string) => sql`${url} = any(${reviews.photos})`;

/** Reviews as moderation reads them: hidden ones, reported ones, those showing a photo. */
export function createAdminReviewsRepository(db: Database) {
  return {
    /** Hidden reviews, newest first, with their place's name. */
    listHidden(limit: number) {
      return db
        .select({ ...reviewColumns, placeName: places.name })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(places, eq(places.id, reviews.placeId))
        .where(eq(reviews.status, 'hidden'))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async countHidden(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(eq(reviews.status, 'hidden'));
      return row?.count ?? 0;
    },

    /** These reviews, hidden or not (one array parameter, docs/architecture.md#workspaces). */
    findByIds(ids: readonly number[]) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(sql`${reviews.id} = any(${sql.param([...ids])}::int[])`);
    },

    /** The reviews showing this photo, locked until the transaction ends. */
    lockShowingPhoto(url: string) {
      return db
        .select({ id: reviews.id, photos: reviews.photos })
        .from(reviews)
        .where(hasPhoto(url))
        .for('update');
    },

    /** Takes the photo out of every review showing it (moderation: updated_at stays). */
    removePhoto(url: string) {
      return db
        .update(reviews)
        .set({ photos: sql`array_remove(${reviews.photos}, ${url})` })
        .where(hasPhoto(url))
        .returning({ id: reviews.id, photos: reviews.photos });
    },
  };
}
export type AdminReviewsRepository = ReturnType<typeof createAdminReviewsRepository>;
