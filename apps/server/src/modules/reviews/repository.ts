import { and, desc, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, reviews, users } from '@waggle/db/schema';
import type { RatingSummary, ReviewBody } from '@waggle/shared/reviews';

/** A review's position in the newest-first list: created_at to the microsecond, and id. */
export interface ReviewCursor {
  /** As ISO text: a JS Date would cut it to milliseconds. */
  createdAt: string;
  id: number;
}

type ReviewStatus = (typeof reviews.$inferSelect)['status'];

interface PlaceRating extends RatingSummary {
  placeId: number;
}

/**
 * A review with its author's public profile: what the API shapes (api-shape.ts), read from reviews
 * joined with users.
 */
const reviewColumns = {
  id: reviews.id,
  placeId: reviews.placeId,
  userId: reviews.userId,
  rating: reviews.rating,
  text: reviews.text,
  photos: reviews.photos,
  /** Each photo's 400 px rendition, in the same order (the photo itself when it has none). */
  thumbnails: sql<string[]>`array(
    select coalesce(u.thumbnail_url, p.url)
    from unnest(${reviews.photos}) with ordinality as p(url, n)
    left join uploads u on u.url = p.url
    order by p.n)`,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
  hiddenAt: reviews.hiddenAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  displayName: users.displayName,
  username: users.username,
  photoUrl: users.photoUrl,
  dogName: users.dogName,
  dogSize: users.dogSize,
};

const anyId = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;
const hasPhoto = (url: string) => sql`${url} = any(${reviews.photos})`;

export function createReviewsRepository(db: Database) {
  const selectReviews = () =>
    db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId));

  return {
    /** A place's visible reviews, newest first, after the cursor; `cursorTime` for the next one. */
    listVisible(placeId: number, limit: number, after?: ReviewCursor) {
      const cursorTime = sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
      return db
        .select({ ...reviewColumns, cursorTime })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(
          and(
            eq(reviews.placeId, placeId),
            eq(reviews.status, 'visible'),
            after &&
              sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt}::timestamptz, ${after.id}::int)`,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async findById(id: number) {
      const [row] = await selectReviews().where(eq(reviews.id, id));
      return row;
    },

    /** The user's review of the place, hidden or not. */
    async findByAuthor(placeId: number, userId: number) {
      const [row] = await selectReviews().where(
        and(eq(reviews.placeId, placeId), eq(reviews.userId, userId)),
      );
      return row;
    },

    /**
     * Whether the review is visible on an active place; if so it stays until the transaction
     * ends (a report on it must not race its deletion).
     */
    async lockVisible(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(places, eq(places.id, reviews.placeId))
        .where(and(eq(reviews.id, id), eq(reviews.status, 'visible'), eq(places.status, 'active')))
        .for('share', { of: reviews });
      return rows.length > 0;
    },

    /**
     * Creates the user's one review of the place, or replaces its rating, text and photos (same
     * id, same status: replacing a review an admin hid does not show it again).
     */
    async upsert(placeId: number, userId: number, review: ReviewBody) {
      const [row] = await db
        .insert(reviews)
        .values({ placeId, userId, ...review })
        .onConflictDoUpdate({
          target: [reviews.placeId, reviews.userId],
          set: { ...review, updatedAt: sql`now()` },
        })
        // xmax is 0 on a freshly inserted row version: one round trip tells insert from update.
        .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('The review upsert returned no row');
      return row;
    },

    /** Reviews as they are given, dates included (seeding): ratings are the caller's to refresh. */
    async insertMany(rows: readonly (typeof reviews.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(reviews).values([...rows]);
    },

    /**
     * Hides, saying why, or shows again (moderation, docs/product.md#moderation): the author's
     * text is unchanged, so is updated_at; hidden_at is when it was hidden, cleared with the reason.
     */
    async setStatus(id: number, status: ReviewStatus, reason: string | null): Promise<void> {
      const hidden = status === 'hidden';
      await db
        .update(reviews)
        .set({
          status,
          hiddenReason: hidden ? reason : null,
          hiddenAt: hidden ? sql`now()` : null,
        })
        .where(eq(reviews.id, id));
    },

    /** Who wrote the review, its photos and whether it is hidden; undefined when it is gone. */
    async findPhotos(id: number) {
      const [row] = await db
        .select({ userId: reviews.userId, photos: reviews.photos, status: reviews.status })
        .from(reviews)
        .where(eq(reviews.id, id));
      return row;
    },

    /** Deletes the review; returns whether it was there. */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** The places a user has reviewed (their ratings change when the reviews go). */
    async placeIdsReviewedBy(userId: number): Promise<number[]> {
      const rows = await db
        .select({ placeId: reviews.placeId })
        .from(reviews)
        .where(eq(reviews.userId, userId));
      return rows.map((row) => row.placeId);
    },

    /**
     * docs/product.md#reviews: each place's rating_avg / rating_count, from its visible reviews (0 and 0
     * without any). Read inside the transaction that changed the reviews, after it locked the
     * places.
     */
    async ratingSummaries(placeIds: readonly number[]): Promise<PlaceRating[]> {
      const rows = await db
        .select({
          placeId: reviews.placeId,
          ratingAvg: sql<number>`avg(${reviews.rating})::float8`,
          ratingCount: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(and(anyId(reviews.placeId, placeIds), eq(reviews.status, 'visible')))
        .groupBy(reviews.placeId);
      const byPlace = new Map(rows.map((row) => [row.placeId, row]));
      return [...new Set(placeIds)].map(
        (placeId) => byPlace.get(placeId) ?? { placeId, ratingAvg: 0, ratingCount: 0 },
      );
    },

    /** Hidden reviews, newest first, with their place's name. */
    listHidden(limit: number) {
      return db
        .select({
          ...reviewColumns,
          placeName: places.name,
          // docs/product.md#moderation: the author's edit after the hide is for the admin to judge.
          editedAfterHidden: sql<boolean>`coalesce(${reviews.updatedAt} > ${reviews.hiddenAt}, false)`,
        })
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

    /** These reviews, hidden or not (one array parameter, docs/architecture.md#database). */
    findByIds(ids: readonly number[]) {
      return selectReviews().where(anyId(reviews.id, ids));
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

    /** The user's reviews, hidden ones too, newest change first, with their place's name. */
    listByAuthor(userId: number) {
      return db
        .select({
          id: reviews.id,
          placeId: reviews.placeId,
          placeName: places.name,
          rating: reviews.rating,
          text: reviews.text,
          photoCount: sql<number>`coalesce(array_length(${reviews.photos}, 1), 0)`,
          status: reviews.status,
          hiddenReason: reviews.hiddenReason,
          updatedAt: reviews.updatedAt,
        })
        .from(reviews)
        .innerJoin(places, eq(places.id, reviews.placeId))
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.updatedAt), desc(reviews.id));
    },

    /** How many of the user's reviews a moderator hid after `since` (all of them without one). */
    async countHiddenSince(userId: number, since: Date | null): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(
          and(
            eq(reviews.userId, userId),
            eq(reviews.status, 'hidden'),
            since ? gt(reviews.hiddenAt, since) : undefined,
          ),
        );
      return row?.count ?? 0;
    },
  };
}
type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['findById']>>>;
