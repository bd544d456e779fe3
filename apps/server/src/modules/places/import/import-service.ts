import type { Database } from '@waggle/db/client';
import { createPlacesRepository } from '../repository';
import { parseGeoJsonPlaces, type ImportOptions } from './geojson-features';
import { createImportRepository } from './import-repository';

/** `npm run import`: a GeoJSON file's places; re-importing updates them. */
export function createImportService(db: Database) {
  const repository = createImportRepository(db);
  const places = createPlacesRepository(db);
  return {
    async importGeoJson(content: string, options: ImportOptions) {
      const { rows, skipped } = parseGeoJsonPlaces(content, options);
      // The same object twice in one file (overpass exports a way as its polygon and its centre)
      // counts once: the last one wins.
      const unique = [
        ...new Map(rows.map((row) => [`${row.source}:${row.sourceRef}`, row])).values(),
      ];
      const created = await repository.upsertBySourceRef(unique);
      await places.analyze();
      return {
        imported: unique.length,
        created,
        updated: unique.length - created,
        merged: rows.length - unique.length,
        skipped,
      };
    },
  };
}
