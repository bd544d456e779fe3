import type { Repositories } from '../../repositories';
import { reviewedPlaces } from '../places/service';

type ReviewsAndPlaces = Pick<Repositories, 'reviews' | 'places'>;

/**
 * Brings these places' ratings in line with their visible reviews, in the transaction that
 * changed the reviews and locked the places first; returns them as stored.
 */
export async function refreshRatings(tx: ReviewsAndPlaces, placeIds: readonly number[]) {
  if (placeIds.length === 0) return [];
  return reviewedPlaces(tx).setRatings(await tx.reviews.ratingSummaries(placeIds));
}

/**
 * The places a user has reviewed, locked (their ratings change when the reviews go): the first
 * step of their account's deletion, once it holds the account.
 */
export async function lockPlacesReviewedBy(tx: ReviewsAndPlaces, userId: number) {
  const placeIds = await tx.reviews.placeIdsReviewedBy(userId);
  // The places' rows first, as every review write locks them, so their ratings stay exact.
  await reviewedPlaces(tx).lockMany(placeIds);
  return placeIds;
}
