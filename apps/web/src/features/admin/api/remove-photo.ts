import { apiRequest } from '../../../lib/api-client';
import { adminPlacesPath } from './get-admin-places';
import { adminReportsPath } from './get-admin-reports';
import { adminSuggestionsPath } from './get-admin-suggestions';
import { adminReviewsPath } from './get-hidden-reviews';
import { publicPlacesPath, useModeration } from './use-moderation';

/** POST /api/admin/photos/remove — the photo goes from wherever it is shown. */
export async function removePhoto(url: string): Promise<void> {
  await apiRequest('POST', '/api/admin/photos/remove', { url });
}

export const useRemovePhoto = () =>
  useModeration({
    run: removePhoto,
    affects: [
      adminSuggestionsPath,
      adminReportsPath,
      adminReviewsPath,
      adminPlacesPath,
      publicPlacesPath,
    ],
    done: 'Photo removed',
    failed: "Couldn't remove the photo",
  });
