import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminReviewListSchema } from '@waggle/shared/admin';
import { defaultRead } from '../../../lib/query-client';

export const adminReviewsPath = '/api/admin/reviews';
const hiddenReviewsPath = `${adminReviewsPath}/hidden`;

/** GET /api/admin/reviews/hidden — the reviews hidden from everyone, with their place's name. */
const readHiddenReviews = defaultRead(adminReviewListSchema);

export const hiddenReviewsQueryOptions = () =>
  queryOptions({ queryKey: [hiddenReviewsPath] as const, queryFn: readHiddenReviews });

export const useHiddenReviews = () => useQuery(hiddenReviewsQueryOptions());
