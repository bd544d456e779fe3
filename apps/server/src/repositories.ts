import type { Database } from '@waggle/db/client';
import { createAuditRepository } from './modules/admin/audit-repository';
import { createAnnouncementsRepository } from './modules/announcements/repository';
import { createFavoritesRepository } from './modules/favorites/repository';
import { createUploadsRepository } from './modules/images/repository';
import { createPlacesRepository } from './modules/places/repository';
import { createReportsRepository } from './modules/reports/repository';
import { createReviewsRepository } from './modules/reviews/repository';
import { createSuggestionsRepository } from './modules/suggestions/repository';
import { createUsersRepository } from './modules/users/repository';

/** Every module's repository over one database handle or transaction. */
export function createRepositories(db: Database) {
  return {
    announcements: createAnnouncementsRepository(db),
    audit: createAuditRepository(db),
    favorites: createFavoritesRepository(db),
    places: createPlacesRepository(db),
    reports: createReportsRepository(db),
    reviews: createReviewsRepository(db),
    suggestions: createSuggestionsRepository(db),
    uploads: createUploadsRepository(db),
    users: createUsersRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs `work` in one transaction, with repositories bound to it: how a service changes several
 * modules' tables together, each through its own module.
 */
export type Transaction = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

export const createTransaction =
  (db: Database): Transaction =>
  (work) =>
    db.transaction((tx) => work(createRepositories(tx)));
