import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import type { PlaceFields } from '@waggle/shared/place-fields';
import type { RatingSummary } from '@waggle/shared/reviews';
import { containsPattern } from '../../like-pattern';
import { placeColumns, type NewPlaceRow, type PlaceRow } from './columns';
import { createNearbyRepository } from './nearby-repository';
import { createTownsRepository } from './towns-repository';
import { filterConditions, placeTextMatches, type PlaceFilters } from './repository-filters';

export interface NewestCursor {
  /** created_at to the microsecond, as ISO text (a JS Date would cut it to milliseconds) */
  createdAt: string;
  id: number;
}

/** A place as the admin area reads it: as the API shows it, and whether it is hidden. */
const adminPlaceColumns = {
  ...placeColumns,
  status: places.status,
  hiddenReason: places.hiddenReason,
};
export type AdminPlaceRow = PlaceRow & Pick<typeof places.$inferSelect, 'status' | 'hiddenReason'>;

/** What an admin changes on a place: its fields, whether it is shown, its cover photo. */
export type AdminPlaceChanges = Partial<
  Pick<NewPlaceRow, keyof PlaceFields | 'status' | 'coverImageUrl' | 'hiddenReason'>
>;

/** A place's rating summary, as the reviews module recomputes it from the visible reviews. */
export interface PlaceRating extends RatingSummary {
  placeId: number;
}

/**
 * What the places API reads: active places only, as the API shows them. The admin area's reads
 * and writes (`…IncludingHidden`, insert, update) see hidden places too, and so do the locks and
 * ratings the reviews module takes and stores through the places service.
 */
export function createPlacesRepository(db: Database) {
  return {
    ...createNearbyRepository(db),
    ...createTownsRepository(db),

    /** Newest first, after the cursor; `cursorTime` is each row's exact created_at. */
    listNewest(
      filters: PlaceFilters,
      limit: number,
      after?: NewestCursor,
    ): Promise<(PlaceRow & { cursorTime: string })[]> {
      const conditions = filterConditions(filters);
      if (after) {
        conditions.push(
          sql`(${places.createdAt}, ${places.id}) < (${after.createdAt}::timestamptz, ${after.id}::int)`,
        );
      }
      const cursorTime = sql<string>`to_char(${places.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
      return db
        .select({ ...placeColumns, cursorTime })
        .from(places)
        .where(and(...conditions))
        .orderBy(desc(places.createdAt), desc(places.id))
        .limit(limit);
    },

    async findById(id: number): Promise<PlaceRow | undefined> {
      const [row] = await db
        .select(placeColumns)
        .from(places)
        .where(and(eq(places.id, id), eq(places.status, 'active')));
      return row;
    },

    /** One array parameter (`= any($1::int[])`), not an expanded IN list (docs/architecture.md#database). */
    findByIds(ids: readonly number[]): Promise<PlaceRow[]> {
      return db
        .select(placeColumns)
        .from(places)
        .where(and(sql`${places.id} = any(${sql.param(ids)}::int[])`, eq(places.status, 'active')));
    },

    /** These places, hidden ones too (one array parameter). */
    findByIdsIncludingHidden(ids: readonly number[]): Promise<PlaceRow[]> {
      return db
        .select(placeColumns)
        .from(places)
        .where(sql`${places.id} = any(${sql.param(ids)}::int[])`);
    },

    /** Every place, hidden ones too, newest first; `q` matches name, address or city. */
    searchIncludingHidden(q: string, limit: number): Promise<AdminPlaceRow[]> {
      return db
        .select(adminPlaceColumns)
        .from(places)
        .where(q ? placeTextMatches(containsPattern(q)) : undefined)
        .orderBy(desc(places.createdAt), desc(places.id))
        .limit(limit);
    },

    /** The place, hidden or not, locked until the transaction ends: an admin is changing it. */
    async lockIncludingHidden(id: number): Promise<AdminPlaceRow | undefined> {
      const [row] = await db
        .select(adminPlaceColumns)
        .from(places)
        .where(eq(places.id, id))
        .for('update');
      return row;
    },

    async insert(values: NewPlaceRow): Promise<AdminPlaceRow> {
      const [row] = await db.insert(places).values(values).returning(adminPlaceColumns);
      if (!row) throw new Error('insert into places returned no row');
      return row;
    },

    /**
     * An admin's change. Setting the status clears retired_at: the admin decided, so an import
     * no longer counts the place as one it retired (see the column).
     */
    async update(id: number, changes: AdminPlaceChanges): Promise<AdminPlaceRow | undefined> {
      const [row] = await db
        .update(places)
        .set({
          ...changes,
          ...(changes.status === undefined ? {} : { retiredAt: null }),
          updatedAt: sql`now()`,
        })
        .where(eq(places.id, id))
        .returning(adminPlaceColumns);
      return row;
    },

    /** "Verified today": an admin confirmed the place on the ground. */
    async markVerified(id: number): Promise<AdminPlaceRow | undefined> {
      const [row] = await db
        .update(places)
        .set({ lastVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(places.id, id))
        .returning(adminPlaceColumns);
      return row;
    },

    /** Clears the cover photo of the places that show this URL; returns their ids. */
    async removeCover(url: string): Promise<number[]> {
      const rows = await db
        .update(places)
        .set({ coverImageUrl: null, updatedAt: sql`now()` })
        .where(eq(places.coverImageUrl, url))
        .returning({ id: places.id });
      return rows.map((row) => row.id);
    },

    /**
     * Locks the place's row until the transaction ends and returns its status (undefined for an
     * unknown place): every change to a place's reviews takes this lock first, so the ratings
     * recomputed after it are exact however many writers run at once.
     */
    async lockStatus(id: number) {
      const [row] = await db
        .select({ status: places.status })
        .from(places)
        .where(eq(places.id, id))
        .for('update');
      return row?.status;
    },

    /** lockStatus for several places at once, in id order (so two callers cannot deadlock). */
    async lockMany(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .select({ id: places.id })
        .from(places)
        .where(inArray(places.id, [...ids]))
        .orderBy(places.id)
        .for('update');
    },

    /** Stores recomputed rating summaries in one statement (a column, an array); returns them. */
    setRatings(ratings: readonly PlaceRating[]): Promise<PlaceRating[]> {
      const ids = sql.param(ratings.map((rating) => rating.placeId));
      const averages = sql.param(ratings.map((rating) => rating.ratingAvg));
      const counts = sql.param(ratings.map((rating) => rating.ratingCount));
      const given = sql`unnest(${ids}::int[], ${averages}::float8[], ${counts}::int[])
        as given(place_id, rating_avg, rating_count)`;
      return db
        .update(places)
        .set({ ratingAvg: sql`given.rating_avg`, ratingCount: sql`given.rating_count` })
        .from(given)
        .where(sql`${places.id} = given.place_id`)
        .returning({
          placeId: places.id,
          ratingAvg: places.ratingAvg,
          ratingCount: places.ratingCount,
        });
    },

    /**
     * Refreshes the planner's statistics after many rows changed. PGlite runs no autovacuum, and
     * without them a category filter is estimated at a handful of rows and planned as a
     * sequential scan (~600 ms at 1M).
     */
    async analyze(): Promise<void> {
      await db.execute(sql`analyze ${places}`);
    },
  };
}
export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
