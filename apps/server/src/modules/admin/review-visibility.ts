import type { reviewStatuses } from '@waggle/shared/domain';
import { notFound } from '../../http-error';
import type { PendingUploads } from '../images/repository';
import type { Repositories } from '../../repositories';

/**
 * Hides a review or shows it again, with its place's rating (docs/product.md#reviews) and the audit entry.
 * Returns the uploads of its photos, whose files the caller settles once the transaction
 * commits; null when the review already had this status.
 */
export async function setReviewStatus(
  { reviews, uploads, audit }: Repositories,
  actorId: number,
  id: number,
  status: (typeof reviewStatuses)[number],
): Promise<PendingUploads | null> {
  const found = await reviews.findById(id);
  if (!found) throw notFound('Review');
  // The reviews module's order: the place's row first, then its reviews and its rating.
  await reviews.lockPlace(found.placeId);
  const review = await reviews.findById(id);
  if (!review) throw notFound('Review');
  if (review.status === status) return null;
  await reviews.setStatus(id, status);
  await reviews.recomputeRatings([review.placeId]);
  await audit.record({
    actorId,
    action: status === 'hidden' ? 'review.hide' : 'review.restore',
    target: { type: 'review', id },
    before: { status: review.status },
    after: { status },
  });
  return uploads.setServed({ to: 'review', id }, status === 'visible');
}
