import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacePage } from '@waggle/shared/places';
import { createBulkPlacesRepository } from '../modules/places/bulk-repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { seedSyntheticPlaces, syntheticHubs } from './synthetic-places';

describe.each(testEngines)('synthetic places for benchmarks [%s]', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('seeds (then clusters and analyses the table) and tops up with the next numbers', async () => {
    const progress: number[] = [];
    await seedSyntheticPlaces(t.database.db, 1_500, (done) => progress.push(done));
    await seedSyntheticPlaces(t.database.db, 500);
    expect(progress).toEqual([1_500]);
    expect(await createBulkPlacesRepository(t.database.db).countSynthetic()).toBe(2_000);

    const [lat, lng] = syntheticHubs[0];
    const res = await t.app.inject(`/api/locations?lat=${lat}&lng=${lng}&limit=50`);
    const page = res.json<PlacePage>();
    expect(page.places).toHaveLength(50);
    expect(page.places.map((place) => place.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Synthetic place \d+$/)]),
    );
  });
});
