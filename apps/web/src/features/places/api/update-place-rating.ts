import { useQueryClient, type Query } from '@tanstack/react-query';
import type { RatingSummary } from '@waggle/shared/reviews';
import { useCallback } from 'react';
import { placeQueryOptions } from './get-place';

/** Lists of places that show ratings: Explore's (`nearbyPath`) and the saved ones (batch). */
const isPlaceList = ({ queryKey: [path] }: Query) =>
  typeof path === 'string' &&
  (path.startsWith('/api/locations?') || path === '/api/locations/batch');

/**
 * A review changed a place's rating (docs/product.md#reviews): the place shows the new one at once, and the
 * lists that show it fetch theirs again.
 */
export function useUpdatePlaceRating(placeId: number) {
  const client = useQueryClient();
  return useCallback(
    (rating: RatingSummary) => {
      client.setQueryData(placeQueryOptions(placeId).queryKey, (place) =>
        place ? { ...place, ...rating } : place,
      );
      void client.invalidateQueries({ predicate: isPlaceList });
    },
    [client, placeId],
  );
}
