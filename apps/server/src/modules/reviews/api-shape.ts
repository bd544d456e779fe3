import type { AdminReview } from '@waggle/shared/admin';
import type { Review } from '@waggle/shared/reviews';
import { httpsPhotoUrl, publicName } from '../users/api-shape';
import type { ReviewRow } from './repository';

/** A review row as the API shows it: the author by their public name, with their dog. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    placeId: row.placeId,
    rating: row.rating,
    text: row.text,
    photos: row.photos,
    thumbnails: row.thumbnails,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: {
      name: publicName(row),
      photoUrl: httpsPhotoUrl(row.photoUrl),
      dogName: row.dogName,
      dogSize: row.dogSize,
    },
  };
}

/**
 * A review as the admin's list of hidden ones shows it: with its place's name, why and when it
 * was hidden, and whether its author edited it since.
 */
export const toAdminReview = (
  row: ReviewRow & { placeName: string; editedAfterHidden: boolean },
): AdminReview => ({
  ...toReview(row),
  placeName: row.placeName,
  hiddenReason: row.hiddenReason,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  editedAfterHidden: row.editedAfterHidden,
});
