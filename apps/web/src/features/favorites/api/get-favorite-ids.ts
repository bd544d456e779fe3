import { useQuery } from '@tanstack/react-query';
import { favoriteIdsEndpoint } from '@waggle/shared/api/favorites';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** The signed-in user's saved place ids, newest first. */
export const favoriteIdsQueryOptions = (userId: number) =>
  endpointQueryOptions(favoriteIdsEndpoint, { params: { id: userId } });

export const useFavoriteIds = (userId: number) =>
  useQuery({ ...favoriteIdsQueryOptions(userId), enabled: userId > 0 });
