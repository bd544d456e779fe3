import { useQuery } from '@tanstack/react-query';
import type { FavoriteIds } from '@waggle/shared/favorites';

export const favoriteIdsQueryKey = (userId: number) => [`/api/users/${userId}/favorites`] as const;

/** GET /api/users/:id/favorites — the signed-in user's saved place ids, newest first. */
export function useFavoriteIds(userId: number) {
  return useQuery<FavoriteIds>({ queryKey: favoriteIdsQueryKey(userId), enabled: userId > 0 });
}
