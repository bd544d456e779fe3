import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QueryOf } from '@waggle/shared/api/endpoint';
import { listPlacesEndpoint } from '@waggle/shared/api/places';
import type { PlacePage } from '@waggle/shared/places';
import { callEndpoint } from '../../../lib/api-endpoint';
import { endpointKey } from '../../../lib/query-endpoint';

/** The position and filters of a list of nearby places. */
export type NearbyQuery = QueryOf<typeof listPlacesEndpoint>;

/** One page of nearby places; the cursor goes last, after the position and filters. */
const getNearbyPlaces = (query: NearbyQuery, cursor: string | null): Promise<PlacePage> =>
  callEndpoint(listPlacesEndpoint, { query: { ...query, cursor: cursor ?? undefined } });

/** The list's query key: its first page's path, position and filters in it. */
export const nearbyPlacesKey = (query: NearbyQuery) => endpointKey(listPlacesEndpoint, { query });

const nearbyPlacesQueryOptions = (query: NearbyQuery) =>
  infiniteQueryOptions({
    queryKey: nearbyPlacesKey(query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => getNearbyPlaces(query, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });

/** Nearby places page by page (keyset cursors). */
export const useNearbyPlaces = (query: NearbyQuery) =>
  useInfiniteQuery(nearbyPlacesQueryOptions(query));
