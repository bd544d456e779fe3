import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedReviewSchema, type ReviewBody, type SavedReview } from '@waggle/shared/reviews';
import { requestJson } from '../../../lib/api-client';
import { ownReviewQueryOptions } from './get-own-review';
import { reviewsPath } from './get-reviews';
import { useReviewChanged, type ReviewScope } from './review-changed';

/** POST /api/locations/:id/reviews — writes the caller's review, or replaces it. */
export const saveReview = (placeId: number, body: ReviewBody): Promise<SavedReview> =>
  requestJson('POST', reviewsPath(placeId), savedReviewSchema, body);

export function useSaveReview(scope: ReviewScope) {
  const client = useQueryClient();
  const changed = useReviewChanged(scope);
  return useMutation({
    mutationFn: (body: ReviewBody) => saveReview(scope.placeId, body),
    onSuccess: ({ review, rating }) => {
      // An edit leaves a review a moderator hid hidden.
      const { queryKey } = ownReviewQueryOptions(scope.placeId, scope.viewer);
      const hidden = client.getQueryData(queryKey)?.review?.hidden ?? false;
      changed({ ...review, hidden }, rating);
    },
  });
}
