import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listReviewsEndpoint } from '@waggle/shared/api/reviews';
import type { ReviewPage } from '@waggle/shared/reviews';
import { callEndpoint } from '../../../lib/api-endpoint';
import { endpointKey } from '../../../lib/query-endpoint';

const reviewsPageSize = 10;

/** One page of a place's visible reviews, newest first. */
const getReviewPage = (placeId: number, cursor: string | null): Promise<ReviewPage> =>
  callEndpoint(listReviewsEndpoint, {
    params: { id: placeId },
    query: { limit: reviewsPageSize, cursor: cursor ?? undefined },
  });

const reviewsQueryOptions = (placeId: number) =>
  infiniteQueryOptions({
    queryKey: endpointKey(listReviewsEndpoint, {
      params: { id: placeId },
      query: { limit: reviewsPageSize },
    }),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => getReviewPage(placeId, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });

/** A place's reviews page by page (keyset cursors). */
export const useReviews = (placeId: number) => useInfiniteQuery(reviewsQueryOptions(placeId));
