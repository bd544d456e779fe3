import type { AdminPlacePatch } from '@waggle/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminPlacesPath } from './get-admin-places';
import { adminReportsPath } from './get-admin-reports';
import { adminSuggestionsPath } from './get-admin-suggestions';
import { publicPlacesPath, useModeration } from './use-moderation';

interface PlaceUpdate {
  id: number;
  patch: AdminPlacePatch;
}

/** PATCH /api/admin/places/:id — corrected fields, and/or hidden or shown again. */
export async function updatePlace({ id, patch }: PlaceUpdate): Promise<void> {
  await apiRequest('PATCH', `${adminPlacesPath}/${id}`, patch);
}

const updatedTitle = ({ patch }: PlaceUpdate) => {
  if (patch.status === 'hidden') return 'Place hidden';
  if (patch.status === 'active') return 'Place shown again';
  return 'Place saved';
};

export const useUpdatePlace = () =>
  useModeration({
    run: updatePlace,
    // Reports and suggestions show the place too.
    affects: [adminPlacesPath, adminReportsPath, adminSuggestionsPath, publicPlacesPath],
    done: updatedTitle,
    failed: "Couldn't update the place",
  });
