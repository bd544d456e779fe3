import { count, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import type { NewPlaceRow } from './columns';

/** The places table's bulk writes, which only seeding and benchmarks make: no API call does. */
export function createBulkPlacesRepository(db: Database) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(places);
      return row?.value ?? 0;
    },

    /** The new places' ids, in the order given. */
    async insertMany(rows: readonly NewPlaceRow[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(places)
        .values([...rows])
        .returning({ id: places.id });
      return inserted.map((row) => row.id);
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

    async countSynthetic(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(places)
        .where(sql`${places.sourceRef} like 'bench:%'`);
      return row?.value ?? 0;
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
  };
}
