import type { PlacesRepository } from '../modules/places/repository';
import { buildDemoPlaces } from './demo-places';

/** A first start on an empty database gets the demo places, so the app is alive at once. */
export async function seedDemoPlacesIfEmpty(repository: PlacesRepository): Promise<number> {
  if ((await repository.count()) > 0) return 0;
  const rows = buildDemoPlaces();
  await repository.insertMany(rows);
  return rows.length;
}
