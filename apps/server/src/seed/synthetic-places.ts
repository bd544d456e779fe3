import type { Database } from '@waggle/db/client';
import { createBulkPlacesRepository } from '../modules/places/bulk-repository';
import { createPlacesRepository } from '../modules/places/repository';

// Dense areas for benchmarks: big cities on every continent (lat, lng).
export const syntheticHubs = [
  [51.5074, -0.1278],
  [48.8566, 2.3522],
  [52.52, 13.405],
  [40.7128, -74.006],
  [34.0522, -118.2437],
  [41.8781, -87.6298],
  [35.6762, 139.6503],
  [-33.8688, 151.2093],
  [-23.5505, -46.6333],
  [19.4326, -99.1332],
  [55.7558, 37.6173],
  [28.6139, 77.209],
  [-26.2041, 28.0473],
  [1.3521, 103.8198],
  [37.5665, 126.978],
  [41.9028, 12.4964],
  [40.4168, -3.7038],
  [59.3293, 18.0686],
  [47.8095, 13.055],
  [43.6532, -79.3832],
] as const;

const batchSize = 50_000;

/**
 * Appends `total` synthetic places (continuing the numbering of earlier runs), then lays the
 * table out by location and refreshes the statistics, as after any large import.
 */
export async function seedSyntheticPlaces(
  db: Database,
  total: number,
  onProgress: (done: number) => void = () => undefined,
): Promise<void> {
  const repository = createBulkPlacesRepository(db);
  const start = (await repository.countSynthetic()) + 1;
  for (let done = 0; done < total; done += batchSize) {
    const n = Math.min(batchSize, total - done);
    await repository.insertSynthetic(start + done, n, syntheticHubs);
    onProgress(done + n);
  }
  if (total > 0) await repository.clusterByLocation();
  await createPlacesRepository(db).analyze();
}
