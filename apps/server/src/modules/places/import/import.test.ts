import { execFileSync } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { places } from '@waggle/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { ImportFileError } from './geojson-features';
import {
  collection,
  counts,
  feature,
  importTools,
  inputFiles,
  node,
  point,
  square,
} from './import-test-helpers';

// Real OpenStreetMap data (ODbL; test-data/README.md): 109 features, 84 OSM objects, 25 ways
// given both as polygon and as centre point, far apart in the file.
const salzburgPath = fileURLToPath(
  new URL('../../../../test-data/osm/salzburg-dog-places.geojson', import.meta.url),
);
const salzburg = readFileSync(salzburgPath);
const salzburgRefs = new Set(
  (JSON.parse(salzburg.toString()) as { features: { id: string }[] }).features.map((f) => f.id),
);

const inputs = inputFiles();
afterAll(inputs.remove);
const file = inputs.write;
const folder = inputs.folder;

describe.each(testEngines)('npm run import [%s]', (engine) => {
  let t: TestApp;
  const { importFile, place } = importTools(() => t);
  const allPlaces = () => t.database.db.select().from(places).orderBy(asc(places.id));
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('maps OSM tags to categories and dog policy, shapes to one position', async () => {
    const summary = await importFile(
      file(
        collection(
          feature(
            { '@id': 'way/1', leisure: 'dog_park', barrier: 'fence', name: 'Run' },
            { type: 'Polygon', coordinates: square(13, 47, 0.002) },
          ),
          node(2, { amenity: 'cafe', dog: 'yes' }),
          node(3, {
            amenity: 'restaurant',
            dog: 'outside',
            'addr:street': 'Gasse',
            'addr:housenumber': '4',
          }),
          node(4, { leisure: 'park', dog: 'leashed' }),
          node(5, { amenity: 'drinking_water' }),
          feature(
            { '@id': 'relation/6', natural: 'beach' },
            {
              type: 'MultiPolygon',
              coordinates: [square(14, 48, 0.001), square(15, 49, 0.004)],
            },
          ),
          feature(
            { '@id': 'way/7', highway: 'path' },
            {
              type: 'LineString',
              coordinates: [
                [16, 50],
                [16.002, 50],
              ],
            },
          ),
          feature({ name: 'No place' }, null),
          feature({ name: 'Off the map' }, point(200, 47)),
        ),
      ),
    );
    expect(summary).toEqual(counts({ features: 9, imported: 7, created: 7, skipped: 2 }));
    expect(await place('way/1')).toMatchObject({
      category: 'dog_park',
      name: 'Run',
      offLeash: true,
      fenced: true,
      lat: 47.001,
      lng: 13.001,
      source: 'osm',
      status: 'active',
    });
    expect(await place('node/2')).toMatchObject({
      category: 'cafe',
      name: 'Café',
      dogsInside: true,
    });
    expect(await place('node/3')).toMatchObject({
      category: 'restaurant',
      name: 'Restaurant, Gasse 4',
      address: 'Gasse 4',
      dogsInside: false,
    });
    expect(await place('node/4')).toMatchObject({
      category: 'park',
      offLeash: false,
      dogsInside: null,
    });
    expect(await place('node/5')).toMatchObject({ category: 'other', waterBowls: true });
    // The largest polygon of a multi.
    expect(await place('relation/6')).toMatchObject({
      category: 'beach',
      lat: 49.002,
      lng: 15.002,
    });
    expect(await place('way/7')).toMatchObject({ category: 'trail', lat: 50, lng: 16.001 });
  });

  it('reads plain GeoJSON with a chosen category and name field', async () => {
    const summary = await importFile(
      file(collection(feature({ title: 'Fido Bistro' }, point(2.35, 48.85)))),
      { category: 'restaurant', nameField: 'title' },
    );
    expect(summary).toMatchObject({ imported: 1, created: 1 });
    expect(await place('geojson:Fido Bistro@48.85,2.35')).toMatchObject({
      name: 'Fido Bistro',
      category: 'restaurant',
      source: 'admin',
    });
  });

  it('imports every Salzburg object once, even when its two copies are batches apart', async () => {
    // Batches of 10: a way's polygon and centre point are always in different batches.
    expect(await importFile(salzburgPath, { batchSize: 10 })).toEqual(
      counts({ features: 109, imported: 84, created: 84, merged: 25 }),
    );
    const salzburgPlaces = async () =>
      (await allPlaces()).filter((row) => salzburgRefs.has(row.sourceRef ?? ''));
    const rows = await salzburgPlaces();
    expect(salzburgRefs.size).toBe(84);
    expect(rows).toHaveLength(84);
    const count = (category: string) => rows.filter((row) => row.category === category).length;
    expect([count('dog_park'), count('vet'), count('shop')]).toEqual([28, 34, 9]);
    for (const row of rows) {
      expect(row.source).toBe('osm');
      expect(row.lat).toBeGreaterThan(47);
      expect(row.lat).toBeLessThan(48.5);
      expect(row.lng).toBeGreaterThan(12);
      expect(row.lng).toBeLessThan(14);
    }

    // Re-importing updates instead of duplicating.
    expect(await importFile(salzburgPath)).toEqual(
      counts({ features: 109, imported: 84, updated: 84, merged: 25 }),
    );
    expect(await salzburgPlaces()).toHaveLength(84);
  });

  it('does not show the import bookkeeping through the API', async () => {
    const row = await place('way/30512249');
    const res = await t.app.inject(`/api/locations/${row?.id ?? 0}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<object>()).toHaveProperty('name', 'Hundeabrichteplatz');
    for (const bookkeeping of ['retiredAt', 'lastImportedAt', 'sourceRef', 'status']) {
      expect(res.json<object>()).not.toHaveProperty(bookkeeping);
    }
  });

  // Each index of the places table by name, with its definition and identity (a rebuilt index
  // is a new object).
  const indexRows = z.object({
    rows: z.array(z.object({ name: z.string(), id: z.number(), definition: z.string() })),
  });
  const placeIndexes = async () =>
    indexRows.parse(
      await t.database.db.execute(sql`
        select indexrelid::regclass::text as name, indexrelid::int as id,
          pg_get_indexdef(indexrelid) as definition
        from pg_index where indrelid = 'places'::regclass order by 1`),
    ).rows;
  // A file expected to hold more places than the table (~2,000 by its size: 1 MB of tags).
  const largerThanTheTable = (id: number) =>
    collection(node(id, { amenity: 'cafe', description: 'x'.repeat(1 << 20) }));

  it('loads a file larger than the table before building its other indexes again', async () => {
    const before = await placeIndexes();
    expect(await importFile(file(largerThanTheTable(401)))).toMatchObject({ created: 1 });
    const after = await placeIndexes();
    expect(after.map(({ id: _, ...index }) => index)).toEqual(
      before.map(({ id: _, ...index }) => index),
    );
    const rebuilt = after.filter((index, i) => index.id !== before[i]?.id).map((i) => i.name);
    expect(rebuilt).toEqual([
      'places_address_trgm',
      'places_city_trgm',
      'places_created_at_idx',
      'places_name_trgm',
      'places_plane_gist',
      'places_town_idx',
    ]);
  });

  it('leaves the indexes as they were when such a file fails', async () => {
    const before = await placeIndexes();
    const cut = largerThanTheTable(402).slice(0, -3);
    await expect(importFile(file(cut))).rejects.toThrow(/cut short/);
    expect(await placeIndexes()).toEqual(before);
  });

  const salzburgCut = (bytes: number) => salzburg.subarray(0, bytes);
  it.each([
    ['not JSON', '{"type":', /not valid JSON/],
    ['empty', '', /not a GeoJSON FeatureCollection/],
    ['not a collection', '{"type":"Feature"}', /not a GeoJSON FeatureCollection/],
    ['without features', '{"type":"FeatureCollection"}', /features/],
    ['with features not a list', '{"type":"FeatureCollection","features":{}}', /features/],
    ['with something not a Feature', collection({ type: 'Nope' }), /features\.0/],
    ['cut in the middle', salzburgCut(salzburg.length / 2), /cut short/],
    ['cut before its last brace', salzburgCut(salzburg.length - 2), /cut short/],
    ['cut in the middle of a number', salzburgCut(salzburg.indexOf('47.80') + 3), /cut short/],
    ['followed by garbage', Buffer.concat([salzburg, Buffer.from('x')]), /not valid JSON/],
  ])('imports nothing from a file that is %s', async (_case, content, message) => {
    const before = await allPlaces();
    // Batches of 10: those before the problem were written, and must be rolled back.
    const attempt = importFile(file(content), { batchSize: 10 });
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(attempt).rejects.toThrow(message);
    expect(await allPlaces()).toEqual(before);
  });

  it('refuses a file it cannot read', async () => {
    await expect(importFile(join(folder, 'missing.geojson'))).rejects.toThrow(/Cannot read/);
  });

  it('drops NUL characters and lone surrogates instead of failing', async () => {
    const summary = await importFile(
      file(
        collection(
          node(301, {
            name: 'Bad\u0000Name',
            'addr:street': 'Main\u0000 Street',
            opening_hours: '\u0000',
          }),
          node(302, { name: 'Bone \ud800 Café', amenity: 'cafe' }),
          feature({ '@id': 'node/303\u0000', name: 'Zero' }, point(13, 47.3)),
        ),
      ),
    );
    expect(summary).toMatchObject({ imported: 3, created: 3 });
    expect(await place('node/301')).toMatchObject({
      name: 'BadName',
      address: 'Main Street',
      openingHours: null,
    });
    expect(await place('node/302')).toMatchObject({ name: 'Bone \ufffd Café' });
    expect(await place('node/303')).toMatchObject({ name: 'Zero' });
  });

  it('streams: writes batches before the file has ended', async () => {
    const fifo = join(folder, `${engine}.fifo`);
    execFileSync('mkfifo', [fifo]);
    let written = 0;
    const importing = importFile(fifo, {
      batchSize: 10,
      onProgress: (features) => (written = features),
    });
    const writer = createWriteStream(fifo);
    const firstPart = salzburg.indexOf('"id": "node/1295492840"');
    writer.write(salzburg.subarray(0, firstPart));
    try {
      // The rest of the file is only written once batches of the first part are in the database.
      await expect.poll(() => written, { timeout: 20_000 }).toBeGreaterThanOrEqual(50);
    } finally {
      writer.end(salzburg.subarray(firstPart));
    }
    await once(writer, 'finish');
    expect(await importing).toMatchObject({ features: 109, imported: 84, merged: 25 });
  });
});
