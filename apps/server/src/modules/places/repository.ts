import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import { placeColumns, type PlaceRow } from './columns';
import { createNearbyRepository } from './nearby-repository';
import { filterConditions, type PlaceFilters } from './repository-filters';

export interface NewestCursor {
  /** created_at to the microsecond, as ISO text (a JS Date would cut it to milliseconds) */
  createdAt: string;
  id: number;
}

/** What the places API reads: active places only, as the API shows them. */
export function createPlacesRepository(db: Database) {
  return {
    ...createNearbyRepository(db),

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

    /** One array parameter (`= any($1::int[])`), not an expanded IN list (DESIGN.md §2). */
    findByIds(ids: readonly number[]): Promise<PlaceRow[]> {
      return db
        .select(placeColumns)
        .from(places)
        .where(and(sql`${places.id} = any(${sql.param(ids)}::int[])`, eq(places.status, 'active')));
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
