import { useQueryClient } from '@tanstack/react-query';
import type { OwnReview, RatingSummary } from '@waggle/shared/reviews';
import { ownReviewQueryOptions } from './get-own-review';
import { reviewsQueryOptions } from './get-reviews';

/** Whose review of which place a form writes, and who hears of the place's new rating. */
export interface ReviewScope {
  placeId: number;
  /** Who is signed in (see ownReviewQueryOptions). */
  viewer: string;
  /** The place's rating after a save or delete (docs/product.md#reviews), for the screens that show it. */
  onRatingChange: (rating: RatingSummary) => void;
}

/** After the caller's review was saved or deleted: their review, the list, the place's rating. */
export function useReviewChanged({ placeId, viewer, onRatingChange }: ReviewScope) {
  const client = useQueryClient();
  return (own: OwnReview['review'], rating: RatingSummary) => {
    client.setQueryData(ownReviewQueryOptions(placeId, viewer).queryKey, { review: own });
    void client.invalidateQueries({ queryKey: reviewsQueryOptions(placeId).queryKey });
    onRatingChange(rating);
  };
}
