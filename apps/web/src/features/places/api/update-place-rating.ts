import { useQueryClient } from '@tanstack/react-query';
import { placeListPaths } from '@waggle/shared/api/read-paths';
import type { RatingSummary } from '@waggle/shared/reviews';
import { useCallback } from 'react';
import { invalidateReads } from '../../../lib/query-endpoint';
import { placeQueryOptions } from './get-place';

/**
 * A review changed a place's rating (docs/product.md#reviews): the place shows the new one at once, and the
 * lists that show it (Explore's and the saved places) fetch theirs again.
 */
export function useUpdatePlaceRating(placeId: number) {
  const client = useQueryClient();
  return useCallback(
    (rating: RatingSummary) => {
      client.setQueryData(placeQueryOptions(placeId).queryKey, (place) =>
        place ? { ...place, ...rating } : place,
      );
      void invalidateReads(client, placeListPaths);
    },
    [client, placeId],
  );
}
