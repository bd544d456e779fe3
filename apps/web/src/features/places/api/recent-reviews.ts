import { useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@waggle/shared/reviews';

export const recentReviewCount = 5;

/** The newest reviews of a place (GET /api/locations/:id/reviews). */
export function useRecentReviews(placeId: number) {
  return useQuery<ReviewList>({
    queryKey: [`/api/locations/${placeId}/reviews?limit=${recentReviewCount}`],
  });
}
