import { statSync } from 'node:fs';
import type { Database } from '@waggle/db/client';
import { createPlacesRepository } from '../repository';
import type { FeatureOptions } from './geojson-features';
import type { ImportBatch, SourcesSeen } from './import-batch';
import { createImportRepository, type ImportRunRepository } from './import-repository';
import { readBatchesInWorker } from './read-in-worker';

export interface ImportOptions extends FeatureOptions {
  /** Hide this source's places that the file no longer holds (off: an export may cover less). */
  retireMissing?: boolean | undefined;
  /** Features written per statement. */
  batchSize?: number | undefined;
  /**
   * Less memory for the reader and for building indexes, for when the database shares the process
   * (PGlite): a bit slower.
   */
  lowMemory?: boolean | undefined;
  /** Told how many features have been written, after every batch. */
  onProgress?: ((features: number) => void) | undefined;
}

export interface ImportSummary {
  features: number;
  /** Places written: created + updated + restored. */
  imported: number;
  created: number;
  updated: number;
  /** Hidden by an earlier import, shown again. */
  restored: number;
  /** Features repeating an object the file already gave (a way as polygon and centre point). */
  merged: number;
  /** Features that could not be placed. */
  skipped: number;
  /** `dog=no` features: no places for this guide. */
  notDogFriendly: number;
  /** Shown places hidden by this import: now dog=no, or missing with `retireMissing`. */
  retired: number;
}

export const emptySummary = (): ImportSummary => ({
  features: 0,
  imported: 0,
  created: 0,
  updated: 0,
  restored: 0,
  merged: 0,
  skipped: 0,
  notDogFriendly: 0,
  retired: 0,
});

// A feature of an overpass-turbo export takes ~500 bytes; larger ones (long tags, polygons) make
// this estimate of a file's features high, which only matters for a table near its size.
const bytesPerFeature = 500;
function expectedFeatures(path: string): number {
  try {
    return Math.ceil(statSync(path).size / bytesPerFeature);
  } catch {
    return 0; // The reader says why the file cannot be read.
  }
}

// A few thousand rows a statement: far fewer round trips than one a row, while a batch's JSON
// stays a couple of megabytes.
const defaultBatchSize = 5000;

async function writeBatch(run: ImportRunRepository, batch: ImportBatch, summary: ImportSummary) {
  const counts = await run.upsertBatch(batch.places);
  summary.created += counts.created;
  summary.updated += counts.updated;
  summary.restored += counts.restored;
  summary.merged += batch.repeated + counts.merged;
  summary.skipped += batch.unplaceable;
  summary.notDogFriendly += batch.refusesDogs;
  summary.retired += await run.retire(batch.refusing);
}

/** `npm run import`: a GeoJSON file's places, streamed and written in batches. */
export function createImportService(db: Database) {
  const repository = createImportRepository(db);
  return {
    /**
     * Imports the file in one transaction: a file that is not a FeatureCollection, or whose JSON
     * is invalid or cut short anywhere, imports nothing (ImportFileError).
     */
    async importFile(path: string, options: ImportOptions = {}): Promise<ImportSummary> {
      const batches = readBatchesInWorker(
        {
          path,
          batchSize: options.batchSize ?? defaultBatchSize,
          category: options.category,
          nameField: options.nameField,
        },
        { lowMemory: options.lowMemory ?? false },
      );
      const summary = await repository.run(
        async (run) => {
          const totals = emptySummary();
          const seen: SourcesSeen = { osm: false, plainGeoJson: false };
          for await (const { batch, features } of batches) {
            seen.osm ||= batch.sources.osm;
            seen.plainGeoJson ||= batch.sources.plainGeoJson;
            await writeBatch(run, batch, totals);
            totals.features += features;
            options.onProgress?.(totals.features);
          }
          // Only now is the whole file known to be good: retire what it no longer holds.
          if (options.retireMissing) totals.retired += await run.retireUnseen(seen);
          totals.imported = totals.created + totals.updated + totals.restored;
          return totals;
        },
        { expectedFeatures: expectedFeatures(path), lowMemory: options.lowMemory ?? false },
      );
      // PGlite runs no autovacuum: without fresh statistics the nearby query plans badly.
      await createPlacesRepository(db).analyze();
      return summary;
    },
  };
}
