import { useMutation } from '@tanstack/react-query';
import { deleteReviewEndpoint } from '@waggle/shared/api/reviews';
import { callEndpoint } from '../../../lib/api-endpoint';
import { useReviewChanged, type ReviewScope } from './review-changed';

/** Answers with the place's new rating. */
const deleteReview = (reviewId: number) =>
  callEndpoint(deleteReviewEndpoint, { params: { id: reviewId } });

export function useDeleteReview(scope: ReviewScope) {
  const changed = useReviewChanged(scope, deleteReviewEndpoint);
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: ({ rating }) => changed(null, rating),
  });
}
