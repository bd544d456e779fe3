import type { Database } from '@waggle/db/client';
import { createBulkPlacesRepository } from '../modules/places/bulk-repository';
import { demoAnnouncement } from './demo-announcement';
import { buildDemoPlaces } from './demo-places';
import { demoReviewers, demoReviews } from './demo-reviews';
import { insertSeedSet } from './seed-set';

/**
 * A first start on an empty database gets the demo places and their reviews, and a welcome
 * announcement (`SEED_DEMO=false`, as the e2e suite runs, gets none of them).
 */
export async function seedDemoIfEmpty(db: Database, now = Date.now()): Promise<number> {
  if ((await createBulkPlacesRepository(db).count()) > 0) return 0;
  return insertSeedSet(db, {
    reviewers: demoReviewers,
    places: buildDemoPlaces().map((place, index) => ({ place, reviews: demoReviews(index, now) })),
    announcements: [demoAnnouncement(now)],
  });
}
