import type { Database } from '@waggle/db/client';
import type { DogSize } from '@waggle/shared/domain';
import type { NewAnnouncementRow } from '../modules/announcements/repository';
import { createBulkPlacesRepository } from '../modules/places/bulk-repository';
import type { NewPlaceRow } from '../modules/places/columns';
import { refreshRatings } from '../modules/reviews/ratings-service';
import { createRepositories } from '../repositories';

/** A profile that writes seeded reviews; its uid matches no sign-in account. */
export interface SeedReviewer {
  uid: string;
  name: string;
  dogName: string;
  dogSize: DogSize;
}

export interface SeedReview {
  /** The reviewer's uid. */
  reviewer: string;
  rating: number;
  text: string;
  writtenAt: Date;
}

interface SeedPlace {
  place: NewPlaceRow;
  reviews: readonly SeedReview[];
}

/** Places with their reviews and reviewers: the demo set, or a test suite's own data. */
export interface SeedSet {
  reviewers: readonly SeedReviewer[];
  places: readonly SeedPlace[];
  announcements?: readonly NewAnnouncementRow[];
}

/**
 * Inserts a seed set in one transaction, each place's rating computed from its reviews: straight
 * into the owning modules' repositories, as no API call makes these rows.
 */
export function insertSeedSet(db: Database, set: SeedSet): Promise<number> {
  return db.transaction(async (tx) => {
    const repositories = createRepositories(tx);
    const userIds = await repositories.users.insertMany(
      set.reviewers.map(({ uid, name, dogName, dogSize }) => ({
        firebaseUid: uid,
        username: name,
        displayName: name,
        dogName,
        dogSize,
      })),
    );
    const userIdByUid = new Map(
      set.reviewers.map((reviewer, index) => [reviewer.uid, userIds[index]]),
    );
    const placeIds = await createBulkPlacesRepository(tx).insertMany(
      set.places.map(({ place }) => place),
    );
    const reviews = set.places.flatMap(({ reviews: placeReviews }, index) =>
      placeReviews.map(({ reviewer, rating, text, writtenAt }) => {
        const userId = userIdByUid.get(reviewer);
        const placeId = placeIds[index];
        if (userId === undefined || placeId === undefined) {
          throw new Error(`Seed review by unknown reviewer ${reviewer}`);
        }
        return { placeId, userId, rating, text, createdAt: writtenAt, updatedAt: writtenAt };
      }),
    );
    await repositories.reviews.insertMany(reviews);
    await refreshRatings(repositories, placeIds);
    for (const announcement of set.announcements ?? []) {
      await repositories.announcements.insert(announcement);
    }
    return placeIds.length;
  });
}
