import { apiRequest } from '../../../lib/api-client';
import { adminReviewsPath } from './get-hidden-reviews';
import { publicPlacesPath, useModeration } from './use-moderation';

/** POST /api/admin/reviews/:id/restore — a hidden review is shown again. */
export async function restoreReview(id: number): Promise<void> {
  await apiRequest('POST', `${adminReviewsPath}/${id}/restore`);
}

export const useRestoreReview = () =>
  useModeration({
    run: restoreReview,
    affects: [adminReviewsPath, publicPlacesPath],
    done: 'Review restored',
    failed: "Couldn't restore the review",
  });
