import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { placePageSchema, type PlacePage } from '@waggle/shared/places';
import { requestJson } from '../../../lib/api-client';

/** GET /api/locations — one page of nearby places; `path` carries the position and filters. */
export function getNearbyPlaces(path: string, cursor: string | null): Promise<PlacePage> {
  const url = cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;
  return requestJson('GET', url, placePageSchema);
}

export const nearbyPlacesQueryOptions = (path: string) =>
  infiniteQueryOptions({
    queryKey: [path] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => getNearbyPlaces(path, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });

/** Nearby places page by page (keyset cursors). */
export const useNearbyPlaces = (path: string) => useInfiniteQuery(nearbyPlacesQueryOptions(path));
