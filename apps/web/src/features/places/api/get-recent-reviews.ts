import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewPageSchema } from '@waggle/shared/reviews';
import { defaultRead } from '../../../lib/query-client';

export const recentReviewCount = 5;

/** GET /api/locations/:id/reviews — a place's newest visible reviews. */
const readReviews = defaultRead(reviewPageSchema);

export const recentReviewsQueryOptions = (placeId: number) =>
  queryOptions({
    queryKey: [`/api/locations/${placeId}/reviews?limit=${recentReviewCount}`] as const,
    queryFn: readReviews,
  });

export const useRecentReviews = (placeId: number) => useQuery(recentReviewsQueryOptions(placeId));
