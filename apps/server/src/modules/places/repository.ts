import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import { createNearbyRepository } from './nearby-repository';
import { filterConditions, type PlaceFilters } from './repository-filters';

export type PlaceRow = typeof places.$inferSelect;
export type NewPlaceRow = typeof places.$inferInsert;

/** The columns an import sets (and updates on re-import). */
const importedColumns = {
  name: places.name,
  category: places.category,
  lat: places.lat,
  lng: places.lng,
  address: places.address,
  city: places.city,
  country: places.country,
  website: places.website,
  phone: places.phone,
  openingHours: places.openingHours,
  dogsInside: places.dogsInside,
  offLeash: places.offLeash,
  fenced: places.fenced,
  waterBowls: places.waterBowls,
};

export interface NewestCursor {
  /** created_at to the microsecond, as ISO text (a JS Date would cut it to milliseconds) */
  createdAt: string;
  id: number;
}

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
        .select({ ...getTableColumns(places), cursorTime })
        .from(places)
        .where(and(...conditions))
        .orderBy(desc(places.createdAt), desc(places.id))
        .limit(limit);
    },

    async findById(id: number): Promise<PlaceRow | undefined> {
      const [row] = await db
        .select()
        .from(places)
        .where(and(eq(places.id, id), eq(places.status, 'active')));
      return row;
    },

    /** One array parameter (`= any($1::int[])`), not an expanded IN list (DESIGN.md §2). */
    findByIds(ids: readonly number[]): Promise<PlaceRow[]> {
      return db
        .select()
        .from(places)
        .where(and(sql`${places.id} = any(${sql.param(ids)}::int[])`, eq(places.status, 'active')));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(places);
      return row?.value ?? 0;
    },

    async insertMany(rows: NewPlaceRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(places).values(rows);
    },

    /**
     * Inserts or updates by (source, source_ref), all in one transaction, so re-importing a file
     * updates its places instead of duplicating them. Returns how many were new.
     */
    async upsertBySourceRef(rows: NewPlaceRow[]): Promise<number> {
      const excluded = (column: keyof typeof importedColumns) =>
        sql.raw(`excluded."${importedColumns[column].name}"`);
      const set = Object.fromEntries(
        (Object.keys(importedColumns) as (keyof typeof importedColumns)[]).map((key) => [
          key,
          excluded(key),
        ]),
      );
      return db.transaction(async (tx) => {
        let inserted = 0;
        for (let start = 0; start < rows.length; start += 500) {
          const result = await tx
            .insert(places)
            .values(rows.slice(start, start + 500))
            .onConflictDoUpdate({
              target: [places.source, places.sourceRef],
              targetWhere: sql`${places.sourceRef} is not null`,
              set: { ...set, updatedAt: sql`now()` },
            })
            .returning({ inserted: sql<boolean>`(xmax = 0)` });
          inserted += result.filter((row) => row.inserted).length;
        }
        return inserted;
      });
    },

    /**
     * Generates synthetic places `bench:<first>`..`bench:<first + n - 1>` inside the database
     * (benchmarks need a million rows fast): 80 % clustered around the hubs, 20 % spread
     * over the inhabited latitudes. Deterministic: the same index gives the same place.
     */
    async insertSynthetic(first: number, n: number, hubs: readonly (readonly [number, number])[]) {
      const hubValues = sql.join(
        hubs.map(([lat, lng], index) => sql`(${index}::int, ${lat}::float8, ${lng}::float8)`),
        sql`, `,
      );
      await db.execute(sql`
        with hubs(n, lat, lng) as (values ${hubValues}),
        series as (
          select i,
            ('x' || substr(md5(i || 'a'), 1, 8))::bit(32)::bigint / 4294967296.0 as u1,
            ('x' || substr(md5(i || 'b'), 1, 8))::bit(32)::bigint / 4294967296.0 as u2,
            ('x' || substr(md5(i || 'c'), 1, 8))::bit(32)::bigint / 4294967296.0 as u3,
            ('x' || substr(md5(i || 'd'), 1, 8))::bit(32)::bigint / 4294967296.0 as u4
          from generate_series(${first}::int, ${first + n - 1}::int) as i
        )
        insert into places (name, category, lat, lng, dogs_inside, off_leash, fenced,
                            water_bowls, source, source_ref)
        select
          'Synthetic place ' || s.i,
          (enum_range(null::place_category))[1 + (s.i % 12)],
          case when s.u1 < 0.8 then h.lat + (s.u2 + s.u3 - 1) * 0.12
               else -50 + s.u2 * 115 end,
          case when s.u1 < 0.8 then h.lng + (s.u3 + s.u4 - 1) * 0.18
               else -180 + s.u4 * 359.99 end,
          case when s.u2 < 0.33 then true when s.u2 < 0.66 then false end,
          case when s.u3 < 0.33 then true when s.u3 < 0.66 then false end,
          case when s.u4 < 0.33 then true when s.u4 < 0.66 then false end,
          case when s.u1 < 0.5 then true end,
          'admin',
          'bench:' || s.i
        from series s
        join hubs h on h.n = floor(s.u1 * 997)::int % ${hubs.length}
      `);
    },

    /**
     * Rewrites the table in the order of the plane index, so places near each other share pages:
     * a nearby query then reads a few pages instead of one per place (at 1M, ~1.4× the load
     * throughput). Locks the table while it runs (~10 s at 1M on PostgreSQL); later inserts go
     * at the end, so it is worth repeating after large imports.
     */
    async clusterByLocation(): Promise<void> {
      await db.execute(sql`cluster ${places} using places_plane_gist`);
    },

    /**
     * Refreshes the planner's statistics. PGlite runs no autovacuum, and without them a category
     * filter is estimated at a handful of rows and planned as a sequential scan (~600 ms at 1M).
     */
    async analyze(): Promise<void> {
      await db.execute(sql`analyze ${places}`);
    },

    async countSynthetic(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(places)
        .where(sql`${places.sourceRef} like 'bench:%'`);
      return row?.value ?? 0;
    },
  };
}
export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
