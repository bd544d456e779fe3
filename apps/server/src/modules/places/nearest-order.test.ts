import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { places } from '@waggle/db/schema';
import { distanceKm, type LatLng } from '@waggle/shared/distance';
import type { PlacePage } from '@waggle/shared/places';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { findNearest, type NearCursor } from './nearest';
import { createNearbyRepository } from './nearby-repository';
import { createPlacesRepository } from './repository';

// The nearby list must be exactly what sorting every place by the docs/product.md#distance gives,
// wherever the plane index is awkward: across the antimeridian, around the poles, far north,
// and with many places at one spot.
const spots: Record<string, LatLng> = {
  antimeridian: { lat: -16.8, lng: 179.98 },
  northPole: { lat: 89.93, lng: 40 },
  southPole: { lat: -89.97, lng: -120 },
  farNorth: { lat: 69.65, lng: 18.96 },
  equator: { lat: 0.01, lng: -0.02 },
};

let seed = 7;
const random = () => {
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
};

/** 60 places within ~1° of each spot, a third of them close (longitudes wrapped); 8 on one point. */
function fixtures() {
  const rows = Object.values(spots).flatMap((spot) =>
    Array.from({ length: 60 }, (_, index) => {
      const spread = index < 10 ? 0.01 : index < 30 ? 0.1 : 1;
      const lat = Math.max(-90, Math.min(90, spot.lat + (random() - 0.5) * spread));
      const rawLng = spot.lng + (random() - 0.5) * spread * 8;
      const lng = ((((rawLng + 180) % 360) + 360) % 360) - 180;
      return { name: `Spot place ${index}`, category: 'park' as const, lat, lng };
    }),
  );
  const tied = Array.from({ length: 8 }, (_, index) => ({
    name: `Tied ${index}`,
    category: 'cafe' as const,
    lat: spots.equator?.lat ?? 0,
    lng: (spots.equator?.lng ?? 0) + 0.001,
  }));
  return [...rows, ...tied];
}

describe.each(testEngines)('nearby order against every place sorted [%s]', (engine) => {
  let t: TestApp;
  let all: { id: number; name: string; lat: number; lng: number }[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    all = await t.database.db
      .insert(places)
      .values(fixtures())
      .returning({ id: places.id, name: places.name, lat: places.lat, lng: places.lng });
  });
  afterAll(() => t.close());

  /** Every page, following the cursors. */
  async function listAll(spot: LatLng, radiusKm: number, limit: number) {
    const query = `lat=${spot.lat}&lng=${spot.lng}&radiusKm=${radiusKm}&limit=${limit}`;
    const listed: { id: number; distanceKm: number | null }[] = [];
    let url: string | null = `/api/locations?${query}`;
    while (url !== null) {
      const res = await t.app.inject(url);
      expect(res.statusCode, res.body).toBe(200);
      const page: PlacePage = res.json<PlacePage>();
      listed.push(...page.places);
      url = page.nextCursor === null ? null : `/api/locations?${query}&cursor=${page.nextCursor}`;
    }
    return listed;
  }

  const cases = Object.entries(spots).flatMap(([name, spot]) =>
    [1, 15, 100].map((radiusKm) => ({ name, spot, radiusKm })),
  );
  it.each(cases)(
    'near the $name within $radiusKm km: every place, nearest first, ties by id, exact distances',
    async ({ spot, radiusKm }) => {
      const expected = all
        .map((place) => ({ id: place.id, distanceKm: distanceKm(spot, place) }))
        .filter((place) => place.distanceKm <= radiusKm)
        .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
      expect(expected.length).toBeGreaterThan(0);
      const listed = await listAll(spot, radiusKm, 7);
      expect(listed.map(({ id, distanceKm }) => ({ id, distanceKm }))).toEqual(expected);
    },
  );

  // A search word reads its places either through the trigram indexes first or in the
  // nearest-first scan, by how many places the planner expects it to match: both the same list.
  it.each(cases)(
    'a search near the $name within $radiusKm km lists the same places both ways',
    async ({ spot, radiusKm }) => {
      const expected = all
        .filter((place) => place.name.includes('place 1'))
        .map((place) => ({ id: place.id, km: distanceKm(spot, place) }))
        .filter((place) => place.km <= radiusKm)
        .sort((a, b) => a.km - b.km || a.id - b.id);
      for (const searchFirstUpTo of [0, Infinity]) {
        const repository = {
          ...createPlacesRepository(t.database.db),
          ...createNearbyRepository(t.database.db, searchFirstUpTo),
        };
        const listed: NearCursor[] = [];
        for (;;) {
          const after = listed.at(-1);
          const page = await findNearest(repository, spot, radiusKm, { q: 'place 1' }, 4, after);
          if (page.length === 0) break;
          listed.push(...page.map(({ row, km }) => ({ id: row.id, km })));
        }
        expect(listed).toEqual(expected);
      }
    },
  );

  it("asks for a search word's estimate once, whatever its pages", async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    const repository = {
      ...createPlacesRepository(t.database.db),
      ...createNearbyRepository(t.database.db),
    };
    const spot = { lat: 0, lng: 0 };
    const [first] = await findNearest(repository, spot, 100, { q: 'place 2' }, 1);
    const after = first && { id: first.row.id, km: first.km };
    await findNearest(repository, spot, 100, { q: 'place 2' }, 1, after);
    await findNearest(repository, spot, 100, { q: 'place 3' }, 1);
    expect(first).toBeDefined();
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockRestore();
  });

  it('pages through places on one spot in id order, without gaps or repeats', async () => {
    const tied = all.slice(-8).map((place) => place.id);
    const listed = await listAll({ lat: 0.01, lng: -0.019 }, 0.01, 3);
    expect(listed.map((place) => place.id)).toEqual(tied);
  });
});
