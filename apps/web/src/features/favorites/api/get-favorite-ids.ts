import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoriteIdsSchema } from '@waggle/shared/favorites';
import { defaultRead } from '../../../lib/query-client';

/** GET /api/users/:id/favorites — the signed-in user's saved place ids, newest first. */
const readFavoriteIds = defaultRead(favoriteIdsSchema);

export const favoriteIdsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [`/api/users/${userId}/favorites`] as const, queryFn: readFavoriteIds });

export const useFavoriteIds = (userId: number) =>
  useQuery({ ...favoriteIdsQueryOptions(userId), enabled: userId > 0 });
