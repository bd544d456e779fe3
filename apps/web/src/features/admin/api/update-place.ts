import type { AdminPlacePatch } from '@waggle/shared/admin';
import { updateAdminPlaceEndpoint } from '@waggle/shared/api/admin-places';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

interface PlaceUpdate {
  id: number;
  patch: AdminPlacePatch;
}

/** Corrected fields, and/or hidden or shown again. */
const updatePlace = ({ id, patch }: PlaceUpdate) =>
  sendEndpoint(updateAdminPlaceEndpoint, { params: { id }, body: patch });

const updatedTitle = ({ patch }: PlaceUpdate) => {
  if (patch.status === 'hidden') return 'Place hidden';
  if (patch.status === 'active') return 'Place shown again';
  return 'Place saved';
};

export const useUpdatePlace = () =>
  useModeration({
    run: updatePlace,
    endpoint: updateAdminPlaceEndpoint,
    done: updatedTitle,
    failed: "Couldn't update the place",
  });
