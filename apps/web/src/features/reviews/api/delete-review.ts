import { useMutation } from '@tanstack/react-query';
import { deletedReviewSchema } from '@waggle/shared/reviews';
import { requestJson } from '../../../lib/api-client';
import { useReviewChanged, type ReviewScope } from './review-changed';

/** DELETE /api/reviews/:id — answers with the place's new rating. */
export const deleteReview = (reviewId: number) =>
  requestJson('DELETE', `/api/reviews/${reviewId}`, deletedReviewSchema);

export function useDeleteReview(scope: ReviewScope) {
  const changed = useReviewChanged(scope);
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: ({ rating }) => changed(null, rating),
  });
}
