import type { Place } from '@waggle/shared/places';
import { useEffect } from 'react';
import { ApiResponseError } from '../../../lib/api-client';
import { isConnectionFailure } from '../../../lib/errors';
import { cacheOpenedPlace, useCachedLocations, useConnectivity } from '../../connectivity';
import { usePlace } from '../api/get-place';

export type PlaceView =
  | { state: 'live'; place: Place }
  /**
   * From the cached list, saved at `savedAt` (docs/product.md#saved-copies): while the live one
   * loads, or because it could not (`offline`).
   */
  | { state: 'copy'; place: Place; savedAt: number | null; offline: boolean }
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; error: Error; retry: () => void };

/**
 * A place from the API, or, while it loads or when the network fails, the copy in the cached
 * list (`waggle-cached-locations`): a place the person has seen opens at once, even offline.
 * A place that loads joins that list, so it opens offline next time too.
 */
export function usePlaceOrOfflineCopy(id: number): PlaceView {
  const { data, dataUpdatedAt, error, refetch } = usePlace(id);
  const cached = useCachedLocations()?.find((place) => place.id === id);
  // Browsing the cached places (docs/product.md#cached-locations), the copy is what there is: said at once.
  const { browsingCached } = useConnectivity();
  useEffect(() => {
    if (data) void cacheOpenedPlace(data);
  }, [data]);

  // Browsing offline, or its reload failed for want of a connection: what was loaded earlier in
  // the visit is a copy too, saved when it loaded (docs/product.md#saved-copies).
  if (data && (browsingCached || (error !== null && isConnectionFailure(error)))) {
    return { state: 'copy', place: data, savedAt: dataUpdatedAt, offline: true };
  }
  if (data) return { state: 'live', place: data };
  // The server says it is gone (or hidden): the copy is stale.
  if (error instanceof ApiResponseError && error.status < 500) return { state: 'not-found' };
  if (cached) {
    const { savedAt, ...place } = cached;
    return { state: 'copy', place, savedAt, offline: browsingCached || error !== null };
  }
  if (error) return { state: 'failed', error, retry: () => void refetch() };
  return { state: 'loading' };
}
