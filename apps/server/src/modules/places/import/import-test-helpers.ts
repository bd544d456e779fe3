import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { places } from '@waggle/db/schema';
import type { TestApp } from '../../../test/test-app';
import {
  createImportService,
  emptySummary,
  type ImportOptions,
  type ImportSummary,
} from './import-service';

// What the import tests share: GeoJSON built in the test and written to files (imports read
// files, as the CLI does), and the ways they look at the outcome.

/** The import service on a test app's database, and what became of a place. */
export function importTools(testApp: () => TestApp) {
  const place = async (ref: string) => {
    const db = testApp().database.db;
    const [row] = await db.select().from(places).where(eq(places.sourceRef, ref));
    return row;
  };
  return {
    importFile: (path: string, options: ImportOptions = {}) =>
      createImportService(testApp().database.db).importFile(path, options),
    place,
    /** Whether the API shows the place (hidden places are a 404). */
    shownByApi: async (ref: string) => {
      const row = await place(ref);
      return (await testApp().app.inject(`/api/locations/${row?.id ?? 0}`)).statusCode === 200;
    },
  };
}

/** A temporary folder of input files; `remove` when done. */
export function inputFiles() {
  const folder = mkdtempSync(join(tmpdir(), 'waggle-import-test-'));
  let files = 0;
  return {
    folder,
    write: (content: string | Buffer): string => {
      files += 1;
      const path = join(folder, `${files}.geojson`);
      writeFileSync(path, content);
      return path;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
export const feature = (properties: object, geometry: object | null) => ({
  type: 'Feature',
  properties,
  geometry,
});
/** An OSM node; by default near 13° E 47° N, apart from the other nodes. */
export const node = (id: number, tags: object, where = point(13 + id / 1000, 47)) =>
  feature({ '@id': `node/${id}`, ...tags }, where);
export const collection = (...features: object[]) =>
  JSON.stringify({ type: 'FeatureCollection', features });
export const square = (lng: number, lat: number, side: number) => [
  [
    [lng, lat],
    [lng + side, lat],
    [lng + side, lat + side],
    [lng, lat + side],
    [lng, lat],
  ],
];

/** A whole summary: every count not given is 0. */
export const counts = (partial: Partial<ImportSummary>): ImportSummary => ({
  ...emptySummary(),
  ...partial,
});
