import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { batchPlacesEndpoint } from '@waggle/shared/api/places';
import { maxBatchIds, type Place } from '@waggle/shared/places';
import { callEndpoint } from '../../../lib/api-endpoint';
import { endpointKey } from '../../../lib/query-endpoint';

/** docs/product.md#favourites "fetches favourites in batches": ≤ 100 ids a call. */
export async function getSavedPlaces(ids: readonly number[]): Promise<Place[]> {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += maxBatchIds) {
    chunks.push(ids.slice(start, start + maxBatchIds));
  }
  const pages = await Promise.all(
    chunks.map((chunk) => callEndpoint(batchPlacesEndpoint, { body: { ids: chunk } })),
  );
  return pages.flatMap((page) => page.places);
}

const savedPlacesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: [...endpointKey(batchPlacesEndpoint), ids] as const,
    queryFn: () => getSavedPlaces(ids),
  });

/** The saved places; while a new set of ids loads, the last one stays on screen. */
export const useSavedPlaces = (ids: readonly number[] | undefined) =>
  useQuery({
    ...savedPlacesQueryOptions(ids ?? []),
    enabled: ids !== undefined && ids.length > 0,
    placeholderData: keepPreviousData,
  });
