import type { Review } from '@waggle/shared/reviews';
import { publicName } from '../users/api-shape';
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
      photoUrl: row.photoUrl,
      dogName: row.dogName,
      dogSize: row.dogSize,
    },
  };
}
