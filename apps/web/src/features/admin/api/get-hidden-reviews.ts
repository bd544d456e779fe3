import { useQuery } from '@tanstack/react-query';
import { hiddenReviewsEndpoint } from '@waggle/shared/api/admin-reviews';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** The reviews hidden from everyone, with their place's name. */
export const useHiddenReviews = () => useQuery(endpointQueryOptions(hiddenReviewsEndpoint));
