import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveReviewEndpoint } from '@waggle/shared/api/reviews';
import type { ReviewBody, SavedReview } from '@waggle/shared/reviews';
import { callEndpoint } from '../../../lib/api-endpoint';
import { ownReviewQueryOptions } from './get-own-review';
import { useReviewChanged, type ReviewScope } from './review-changed';

/** Writes the caller's review, or replaces it. */
const saveReview = (placeId: number, body: ReviewBody): Promise<SavedReview> =>
  callEndpoint(saveReviewEndpoint, { params: { id: placeId }, body });

export function useSaveReview(scope: ReviewScope) {
  const client = useQueryClient();
  const changed = useReviewChanged(scope, saveReviewEndpoint);
  return useMutation({
    mutationFn: (body: ReviewBody) => saveReview(scope.placeId, body),
    onSuccess: ({ review, rating }) => {
      // An edit leaves a review a moderator hid hidden.
      const { queryKey } = ownReviewQueryOptions(scope.placeId, scope.viewer);
      const before = client.getQueryData(queryKey)?.review;
      const hidden = before?.hidden ?? false;
      changed(
        { ...review, hidden, hiddenReason: hidden ? (before?.hiddenReason ?? null) : null },
        rating,
      );
    },
  });
}
