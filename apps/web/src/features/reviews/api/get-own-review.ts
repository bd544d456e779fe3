import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnReviewEndpoint } from '@waggle/shared/api/reviews';
import { endpointKey, endpointRead } from '../../../lib/query-endpoint';

/**
 * The caller's review of the place, hidden or not. `viewer` (who is signed in) is in the key:
 * another account never sees this one's review.
 */
export const ownReviewQueryOptions = (placeId: number, viewer: string) =>
  queryOptions({
    queryKey: [...endpointKey(getOwnReviewEndpoint, { params: { id: placeId } }), viewer] as const,
    queryFn: endpointRead(getOwnReviewEndpoint),
  });

export const useOwnReview = (placeId: number, viewer: string) =>
  useQuery(ownReviewQueryOptions(placeId, viewer));
