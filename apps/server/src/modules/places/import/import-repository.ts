import { sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import type { NewPlaceRow } from '../columns';

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

/** The places table as an import writes it: keyed by (source, source_ref). */
export function createImportRepository(db: Database) {
  return {
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
  };
}
