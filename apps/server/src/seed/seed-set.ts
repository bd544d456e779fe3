import type { Database } from '@waggle/db/client';
import type { DogSize } from '@waggle/shared/domain';
import {
  createAnnouncementsRepository,
  type NewAnnouncementRow,
} from '../modules/announcements/repository';
import type { NewPlaceRow } from '../modules/places/columns';
import { refreshRatings } from '../modules/reviews/ratings-service';
import { createRepositories } from '../repositories';
import { createSeedRepository } from './seed-repository';

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

export interface SeedPlace {
  place: NewPlaceRow;
  reviews: readonly SeedReview[];
}

/** Places with their reviews and reviewers: the demo set, or a test suite's own data. */
export interface SeedSet {
  reviewers: readonly SeedReviewer[];
  places: readonly SeedPlace[];
  announcements?: readonly NewAnnouncementRow[];
}

/** Inserts a seed set in one transaction, each place's rating computed from its reviews. */
export function insertSeedSet(db: Database, set: SeedSet): Promise<number> {
  return db.transaction(async (tx) => {
    const seed = createSeedRepository(tx);
    const userIds = await seed.insertUsers(
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
    const placeIds = await seed.insertPlaces(set.places.map(({ place }) => place));
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
    await seed.insertReviews(reviews);
    await refreshRatings(createRepositories(tx), placeIds);
    const announcements = createAnnouncementsRepository(tx);
    for (const announcement of set.announcements ?? []) await announcements.insert(announcement);
    return placeIds.length;
  });
}
