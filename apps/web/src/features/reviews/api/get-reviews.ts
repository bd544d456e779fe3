import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reviewPageSchema, type ReviewPage } from '@waggle/shared/reviews';
import { requestJson } from '../../../lib/api-client';

const reviewsPageSize = 10;

export const reviewsPath = (placeId: number) => `/api/locations/${placeId}/reviews`;

/** GET /api/locations/:id/reviews — one page of a place's visible reviews, newest first. */
export function getReviewPage(placeId: number, cursor: string | null): Promise<ReviewPage> {
  const params = new URLSearchParams({ limit: String(reviewsPageSize) });
  if (cursor) params.set('cursor', cursor);
  return requestJson('GET', `${reviewsPath(placeId)}?${params.toString()}`, reviewPageSchema);
}

export const reviewsQueryOptions = (placeId: number) =>
  infiniteQueryOptions({
    queryKey: [reviewsPath(placeId)] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => getReviewPage(placeId, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });

/** A place's reviews page by page (keyset cursors). */
export const useReviews = (placeId: number) => useInfiniteQuery(reviewsQueryOptions(placeId));
