import { useQueryClient } from '@tanstack/react-query';
import type { ApiPath, Endpoint } from '@waggle/shared/api/endpoint';
import { ownReviewPath } from '@waggle/shared/api/paths';
import { placeReadPaths } from '@waggle/shared/api/read-paths';
import type { OwnReview, RatingSummary } from '@waggle/shared/reviews';
import { invalidateReads } from '../../../lib/query-endpoint';
import { ownReviewQueryOptions } from './get-own-review';

/** Whose review of which place a form writes, and who hears of the place's new rating. */
export interface ReviewScope {
  placeId: number;
  /** Who is signed in (see ownReviewQueryOptions). */
  viewer: string;
  /** The place's rating after a save or delete (docs/product.md#reviews), for the screens that show it. */
  onRatingChange: (rating: RatingSummary) => void;
}

/**
 * The reads a review's answer brings up to date without asking again: the caller's review,
 * written here, and the place's rating, which `onRatingChange` hands to the screens showing it.
 */
const answered: readonly ApiPath[] = [ownReviewPath, ...placeReadPaths];

/** After `write` saved or deleted the caller's review: their review, the lists, the rating. */
export function useReviewChanged(
  { placeId, viewer, onRatingChange }: ReviewScope,
  write: Endpoint,
) {
  const client = useQueryClient();
  return (own: OwnReview['review'], rating: RatingSummary) => {
    client.setQueryData(ownReviewQueryOptions(placeId, viewer).queryKey, { review: own });
    const stale = write.changes.filter((path) => !answered.includes(path));
    void invalidateReads(client, stale);
    onRatingChange(rating);
  };
}
