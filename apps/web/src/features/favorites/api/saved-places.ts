import { useQuery } from '@tanstack/react-query';
import { maxBatchIds, placeListSchema, type Place } from '@waggle/shared/places';
import { apiRequest } from '../../../lib/api-client';

/** spec §1 "fetches favourites in batches": POST /api/locations/batch, ≤ 100 ids a call. */
export async function fetchPlacesInBatches(ids: readonly number[]): Promise<Place[]> {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += maxBatchIds) {
    chunks.push(ids.slice(start, start + maxBatchIds));
  }
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const response = await apiRequest('POST', '/api/locations/batch', { ids: chunk });
      return placeListSchema.parse(await response.json()).places;
    }),
  );
  return pages.flat();
}

export function useSavedPlaces(ids: readonly number[] | undefined) {
  return useQuery({
    queryKey: ['/api/locations/batch', ids],
    queryFn: () => fetchPlacesInBatches(ids ?? []),
    enabled: ids !== undefined && ids.length > 0,
  });
}
