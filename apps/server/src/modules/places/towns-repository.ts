import { sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import type { Town } from '@waggle/shared/places';
import { prefixPattern } from '../../like-pattern';

/**
 * The towns the active places name (their `city`), as the town search reads them: grouped by
 * town and country whatever the letter case, each with the middle of its places.
 */
export function createTownsRepository(db: Database) {
  return {
    /** Towns whose name starts with `prefix`, most places first, then by name; read through places_town_idx. */
    async findTowns(prefix: string, limit: number): Promise<Town[]> {
      const town = sql`lower(${places.city})`;
      const placeCount = sql<number>`count(*)::int`;
      return db
        .select({
          name: sql<string>`min(${places.city})`,
          country: places.country,
          lat: sql<number>`avg(${places.lat})::float8`,
          lng: sql<number>`avg(${places.lng})::float8`,
          placeCount,
        })
        .from(places)
        .where(
          sql`${places.status} = 'active' and ${places.city} is not null
            and ${town} like lower(${prefixPattern(prefix)})`,
        )
        .groupBy(town, places.country)
        .orderBy(sql`${placeCount} desc`, town, sql`${places.country} nulls first`)
        .limit(limit);
    },
  };
}
