import type { Database } from '@waggle/db/client';
import { createPlacesRepository } from '../modules/places/repository';
import { buildDemoPlaces } from './demo-places';
import { seedDemoReviews } from './demo-reviews';

/** A first start on an empty database gets the demo places and their reviews. */
export async function seedDemoIfEmpty(db: Database): Promise<number> {
  const repository = createPlacesRepository(db);
  if ((await repository.count()) > 0) return 0;
  const rows = buildDemoPlaces();
  await repository.insertMany(rows);
  await seedDemoReviews(db);
  return rows.length;
}
