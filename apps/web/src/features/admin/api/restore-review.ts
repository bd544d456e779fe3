import { restoreReviewEndpoint } from '@waggle/shared/api/admin-reviews';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

/** A hidden review is shown again. */
const restoreReview = (id: number) => sendEndpoint(restoreReviewEndpoint, { params: { id } });

export const useRestoreReview = () =>
  useModeration({
    run: restoreReview,
    endpoint: restoreReviewEndpoint,
    done: 'Review restored',
    failed: "Couldn't restore the review",
  });
