import { apiRequest } from '../../../lib/api-client';
import { adminPlacesPath } from './get-admin-places';
import { publicPlacesPath, useModeration } from './use-moderation';

/** POST /api/admin/places/:id/verify — an admin confirmed the place today. */
export async function verifyPlace(id: number): Promise<void> {
  await apiRequest('POST', `${adminPlacesPath}/${id}/verify`);
}

export const useVerifyPlace = () =>
  useModeration({
    run: verifyPlace,
    affects: [adminPlacesPath, publicPlacesPath],
    done: 'Marked as verified today',
    failed: "Couldn't mark the place as verified",
  });
