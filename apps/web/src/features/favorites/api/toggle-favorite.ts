import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavoriteEndpoint, removeFavoriteEndpoint } from '@waggle/shared/api/favorites';
import type { FavoriteIds } from '@waggle/shared/favorites';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { toastError } from '../../../lib/errors';
import { haptic } from '../../../lib/native/haptics';
import { invalidateReads } from '../../../lib/query-endpoint';
import { favoriteIdsQueryOptions } from './get-favorite-ids';

interface Toggle {
  placeId: number;
  save: boolean;
}

const endpointFor = (save: boolean) => (save ? addFavoriteEndpoint : removeFavoriteEndpoint);

const toggleFavorite = (userId: number, { placeId, save }: Toggle) =>
  sendEndpoint(endpointFor(save), { params: { id: userId, placeId } });

/** Saves or unsaves, shown at once and rolled back with a message if it fails. */
export function useToggleFavorite(userId: number) {
  const client = useQueryClient();
  const { queryKey } = favoriteIdsQueryOptions(userId);
  return useMutation({
    mutationFn: (toggle: Toggle) => toggleFavorite(userId, toggle),
    onMutate: async ({ placeId, save }: Toggle) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      const others = (previous?.placeIds ?? []).filter((id) => id !== placeId);
      client.setQueryData<FavoriteIds>(queryKey, {
        placeIds: save ? [placeId, ...others] : others,
      });
      haptic('favoriteToggle');
      return { previous };
    },
    onError: (error, _toggle, context) => {
      client.setQueryData(queryKey, context?.previous);
      toastError("Couldn't update your saved places", error);
    },
    onSettled: (_answer, _error, { save }) => invalidateReads(client, endpointFor(save).changes),
  });
}
