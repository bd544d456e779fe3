import { useInfiniteQuery } from '@tanstack/react-query';
import { placePageSchema, type PlacePage } from '@waggle/shared/places';
import { apiRequest } from '../../../lib/api-client';

/** Nearby places page by page (GET /api/locations with a cursor); `path` carries the filters. */
export function useNearbyPlaces(path: string) {
  return useInfiniteQuery({
    queryKey: [path],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<PlacePage> => {
      const url = pageParam ? `${path}&cursor=${encodeURIComponent(pageParam)}` : path;
      const response = await apiRequest('GET', url);
      return placePageSchema.parse(await response.json());
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
