import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from './import-test-helpers';

const inputs = inputFiles();
afterAll(inputs.remove);
const file = inputs.write;

describe.each(testEngines)('npm run import, dog=no [%s]', (engine) => {
  let t: TestApp;
  const { importFile, place, shownByApi } = importTools(() => t);

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('skips and counts features that say dog=no', async () => {
    const summary = await importFile(
      file(
        collection(
          node(101, { amenity: 'cafe', dog: 'yes' }),
          node(102, { amenity: 'veterinary' }),
          node(103, { amenity: 'cafe', dog: 'no' }),
        ),
      ),
    );
    expect(summary).toEqual(counts({ features: 3, imported: 2, created: 2, notDogFriendly: 1 }));
    expect(await place('node/103')).toBeUndefined();
  });

  it('hides a place whose feature now says dog=no, and counts it retired', async () => {
    const summary = await importFile(
      file(
        collection(node(101, { amenity: 'cafe', dog: 'no' }), node(102, { amenity: 'veterinary' })),
      ),
    );
    expect(summary).toEqual(
      counts({ features: 2, imported: 1, updated: 1, notDogFriendly: 1, retired: 1 }),
    );
    const retired = await place('node/101');
    expect(retired?.status).toBe('hidden');
    expect(retired?.retiredAt).toBeInstanceOf(Date);
    expect(await shownByApi('node/101')).toBe(false);
    expect(await shownByApi('node/102')).toBe(true);
  });

  it('shows an import-retired place again when it is back, never one an admin hid', async () => {
    await t.database.db
      .update(places)
      .set({ status: 'hidden' })
      .where(eq(places.sourceRef, 'node/102'));
    const summary = await importFile(
      file(
        collection(
          node(101, { amenity: 'cafe', dog: 'yes' }),
          node(102, { amenity: 'veterinary' }),
        ),
      ),
    );
    expect(summary).toEqual(counts({ features: 2, imported: 2, updated: 1, restored: 1 }));
    expect(await place('node/101')).toMatchObject({ status: 'active', retiredAt: null });
    expect(await shownByApi('node/101')).toBe(true);
    expect(await place('node/102')).toMatchObject({ status: 'hidden', retiredAt: null });
  });
});

describe.each(testEngines)('npm run import --retire-missing [%s]', (engine) => {
  let t: TestApp;
  const { importFile } = importTools(() => t);
  const statusOf = async () =>
    Object.fromEntries(
      (await t.database.db.select().from(places)).map((row) => [
        row.sourceRef ?? row.name,
        row.status,
      ]),
    );
  const osmFile = (...ids: number[]) =>
    file(collection(...ids.map((id) => node(id, { amenity: 'veterinary' }))));
  const parksFile = (...names: string[]) =>
    file(collection(...names.map((name, i) => feature({ name }, point(10 + i, 50)))));

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.database.db.insert(places).values([
      { name: 'Demo', category: 'park', lat: 1, lng: 1, source: 'admin', sourceRef: 'demo:1' },
      { name: 'Bench', category: 'park', lat: 1, lng: 2, source: 'admin', sourceRef: 'bench:1' },
      { name: 'Suggested', category: 'park', lat: 1, lng: 3, source: 'community' },
    ]);
    await importFile(osmFile(201, 202, 203));
    await importFile(parksFile('Park A', 'Park B'));
  });
  afterAll(() => t.close());

  const everyPlaceShown = {
    'demo:1': 'active',
    'bench:1': 'active',
    Suggested: 'active',
    'node/201': 'active',
    'node/202': 'active',
    'node/203': 'active',
    'geojson:Park A@50,10': 'active',
    'geojson:Park B@50,11': 'active',
  };

  it('retires nothing without the option: an export may cover a smaller area', async () => {
    expect(await importFile(osmFile(201))).toMatchObject({ imported: 1, retired: 0 });
    expect(await statusOf()).toEqual(everyPlaceShown);
  });

  it('hides the OSM places the file no longer holds, and leaves other sources alone', async () => {
    expect(await importFile(osmFile(201), { retireMissing: true })).toMatchObject({
      imported: 1,
      retired: 2,
    });
    expect(await statusOf()).toEqual({
      ...everyPlaceShown,
      'node/202': 'hidden',
      'node/203': 'hidden',
    });
  });

  it('with plain GeoJSON, hides only places earlier plain GeoJSON imports made', async () => {
    expect(await importFile(parksFile('Park A'), { retireMissing: true })).toMatchObject({
      imported: 1,
      retired: 1,
    });
    expect(await statusOf()).toEqual({
      ...everyPlaceShown,
      'node/202': 'hidden',
      'node/203': 'hidden',
      'geojson:Park B@50,11': 'hidden',
    });
  });

  it('shows a retired place again when a later file holds it', async () => {
    expect(await importFile(osmFile(201, 202))).toMatchObject({ restored: 1, updated: 1 });
    expect((await statusOf())['node/202']).toBe('active');
  });

  it('retires only after the whole file was read', async () => {
    const before = await statusOf();
    // Node 201 is read and written (batches of 1), then the file ends: retiring at that point
    // would hide node 202.
    const whole = collection(node(201, { amenity: 'veterinary' }), node(204, {}));
    const cut = file(whole.slice(0, whole.indexOf('node/204')));
    await expect(importFile(cut, { retireMissing: true, batchSize: 1 })).rejects.toThrow(
      ImportFileError,
    );
    expect(await statusOf()).toEqual(before);
  });
});
