import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { places } from '@waggle/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { ImportFileError, parseGeoJsonPlaces } from './geojson-features';
import { createImportService } from './import-service';

// Real OpenStreetMap data (ODbL; test-data/README.md).
const salzburg = readFileSync(
  new URL('../../../../test-data/osm/salzburg-dog-places.geojson', import.meta.url),
  'utf8',
);

const feature = (properties: object, geometry: object | null) => ({
  type: 'Feature',
  properties,
  geometry,
});
const collection = (...features: object[]) =>
  JSON.stringify({ type: 'FeatureCollection', features });

describe('reading GeoJSON places', () => {
  it('maps OSM tags to categories and dog policy, polygons to their centroid', () => {
    const { rows, skipped } = parseGeoJsonPlaces(
      collection(
        feature(
          { '@id': 'way/1', leisure: 'dog_park', barrier: 'fence', name: 'Run' },
          {
            type: 'Polygon',
            coordinates: [
              [
                [13, 47],
                [13.002, 47],
                [13.002, 47.002],
                [13, 47.002],
                [13, 47],
              ],
            ],
          },
        ),
        feature(
          { '@id': 'node/2', amenity: 'cafe', dog: 'yes' },
          { type: 'Point', coordinates: [13.1, 47.1] },
        ),
        feature(
          { '@id': 'node/3', amenity: 'restaurant', dog: 'outside' },
          { type: 'Point', coordinates: [13.2, 47.2] },
        ),
        feature(
          { '@id': 'node/4', leisure: 'park', dog: 'leashed' },
          { type: 'Point', coordinates: [13.3, 47.3] },
        ),
        feature(
          { '@id': 'node/5', amenity: 'drinking_water' },
          { type: 'Point', coordinates: [13.4, 47.4] },
        ),
        feature({ name: 'No place' }, null),
        feature({ name: 'Off the map' }, { type: 'Point', coordinates: [200, 47] }),
      ),
    );
    expect(skipped).toBe(2);
    expect(rows[0]).toMatchObject({
      category: 'dog_park',
      offLeash: true,
      fenced: true,
      lat: 47.001,
      lng: 13.001,
      source: 'osm',
      sourceRef: 'way/1',
    });
    expect(rows[1]).toMatchObject({ category: 'cafe', name: 'Café', dogsInside: true });
    expect(rows[2]).toMatchObject({ category: 'restaurant', dogsInside: false });
    expect(rows[3]).toMatchObject({ category: 'park', offLeash: false, dogsInside: null });
    expect(rows[4]).toMatchObject({ category: 'other', waterBowls: true });
  });

  it('reads plain GeoJSON with a chosen category and name field', () => {
    const { rows } = parseGeoJsonPlaces(
      collection(feature({ title: 'Fido Bistro' }, { type: 'Point', coordinates: [2.35, 48.85] })),
      { category: 'restaurant', nameField: 'title' },
    );
    expect(rows[0]).toMatchObject({ name: 'Fido Bistro', category: 'restaurant', source: 'admin' });
  });

  it.each([
    ['not JSON', '{"type":', /not valid JSON/],
    ['not a collection', '{"type":"Feature"}', /not a GeoJSON FeatureCollection/],
    ['features not a list', '{"type":"FeatureCollection","features":{}}', /features/],
  ])('refuses a file that is %s', (_case, content, message) => {
    expect(() => parseGeoJsonPlaces(content)).toThrow(ImportFileError);
    expect(() => parseGeoJsonPlaces(content)).toThrow(message);
  });
});

describe.each(testEngines)('importing the Salzburg OSM export [%s]', (engine) => {
  let t: TestApp;
  const service = () => createImportService(t.database.db);
  const osmPlaces = () => t.database.db.select().from(places).where(eq(places.source, 'osm'));

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  // 109 features: 84 OSM objects, 25 ways given both as polygon and as centre point.
  it('imports every object once, and re-importing updates instead of duplicating', async () => {
    expect(await service().importGeoJson(salzburg, {})).toEqual({
      imported: 84,
      created: 84,
      updated: 0,
      merged: 25,
      skipped: 0,
    });
    const rows = await osmPlaces();
    expect(rows).toHaveLength(84);
    const count = (category: string) => rows.filter((row) => row.category === category).length;
    expect([count('dog_park'), count('vet'), count('shop')]).toEqual([28, 34, 9]);
    // All around Salzburg.
    for (const row of rows) {
      expect(row.lat).toBeGreaterThan(47);
      expect(row.lat).toBeLessThan(48.5);
      expect(row.lng).toBeGreaterThan(12);
      expect(row.lng).toBeLessThan(14);
    }

    expect(await service().importGeoJson(salzburg, {})).toEqual({
      imported: 84,
      created: 0,
      updated: 84,
      merged: 25,
      skipped: 0,
    });
    expect(await osmPlaces()).toHaveLength(84);
  });

  it('imports nothing from a bad file', async () => {
    const before = (await osmPlaces()).length;
    await expect(service().importGeoJson('{"type":"FeatureCollection"}', {})).rejects.toThrow(
      ImportFileError,
    );
    expect(await osmPlaces()).toHaveLength(before);
  });
});
