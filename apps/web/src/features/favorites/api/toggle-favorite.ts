import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteIds } from '@waggle/shared/favorites';
import { toastError } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { triggerHaptic } from '../../../lib/native/haptics';
import { favoriteIdsQueryKey } from './favorite-ids';

interface Toggle {
  placeId: number;
  save: boolean;
}

/** PUT/DELETE /api/users/:id/favorites/:placeId, shown at once and rolled back if it fails. */
export function useToggleFavorite(userId: number) {
  const client = useQueryClient();
  const key = favoriteIdsQueryKey(userId);
  return useMutation({
    mutationFn: ({ placeId, save }: Toggle) =>
      apiRequest(save ? 'PUT' : 'DELETE', `/api/users/${userId}/favorites/${placeId}`),
    onMutate: async ({ placeId, save }: Toggle) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<FavoriteIds>(key);
      const others = (previous?.placeIds ?? []).filter((id) => id !== placeId);
      client.setQueryData<FavoriteIds>(key, { placeIds: save ? [placeId, ...others] : others });
      triggerHaptic('light');
      return { previous };
    },
    onError: (error, _toggle, context) => {
      client.setQueryData(key, context?.previous);
      toastError("Couldn't update your saved places", error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
