import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownReviewSchema } from '@waggle/shared/reviews';
import { defaultRead } from '../../../lib/query-client';

/** GET /api/locations/:id/reviews/mine — the caller's review of the place, hidden or not. */
const readOwnReview = defaultRead(ownReviewSchema);

/** `viewer` (who is signed in) is in the key: another account never sees this one's review. */
export const ownReviewQueryOptions = (placeId: number, viewer: string) =>
  queryOptions({
    queryKey: [`/api/locations/${placeId}/reviews/mine`, viewer] as const,
    queryFn: readOwnReview,
  });

export const useOwnReview = (placeId: number, viewer: string) =>
  useQuery(ownReviewQueryOptions(placeId, viewer));
