import type { ListReviewsQuery, ReviewPage } from '@waggle/shared/reviews';
import type { PlacesRepository } from '../places/repository';
import { requirePlace } from '../places/require-place';
import { toReview } from './api-shape';
import type { ReviewsRepository } from './repository';

export function createReviewsService(repository: ReviewsRepository, places: PlacesRepository) {
  return {
    /** Recent visible reviews of an active place; 404 for an unknown or hidden place. */
    async listRecent(placeId: number, { limit }: ListReviewsQuery): Promise<ReviewPage> {
      await requirePlace(places, placeId);
      const rows = await repository.listRecent(placeId, limit);
      return { reviews: rows.map(toReview), nextCursor: null };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
