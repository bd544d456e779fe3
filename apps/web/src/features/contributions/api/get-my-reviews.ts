import { useQuery } from '@tanstack/react-query';
import { myReviewsEndpoint } from '@waggle/shared/api/contributions';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** The person's reviews, hidden ones too, newest change first. */
export const useMyReviews = (userId: number) =>
  useQuery(endpointQueryOptions(myReviewsEndpoint, { params: { id: userId } }));
