import { notFound } from '../../http-error';
import { lookupByIds } from '../../lookup-by-ids';
import type { Repositories } from '../../repositories';
import { recordAudit, recordPhotoRemovals } from '../admin/audit-service';
import { uploadAttachments, type PendingUploads } from '../images/attachment-service';
import { reviewedPlaces } from '../places/service';
import { toReview } from './api-shape';
import { refreshRatings } from './ratings-service';

// Reviews as moderation reaches them: hidden and shown again (here and by a resolved report),
// reported, and left by a removed photo.

/**
 * Hides a review or shows it again, with its place's rating (docs/product.md#reviews) and the audit entry.
 * A hide keeps its reason, which the author reads and the audit entry notes; a restore clears it
 * (docs/product.md#moderation). Returns the uploads of its photos, whose files the caller settles
 * once the transaction commits; null when the review already had this status.
 */
export async function setReviewStatus(
  tx: Pick<Repositories, 'reviews' | 'places' | 'uploads' | 'audit'>,
  actorId: number,
  id: number,
  change: { status: 'hidden'; reason: string } | { status: 'visible' },
): Promise<PendingUploads | null> {
  const { status } = change;
  const reason = change.status === 'hidden' ? change.reason : null;
  const found = await tx.reviews.findById(id);
  if (!found) throw notFound('Review');
  // The reviews module's order: the place's row first, then its reviews and its rating.
  await reviewedPlaces(tx).lockStatus(found.placeId);
  const review = await tx.reviews.findById(id);
  if (!review) throw notFound('Review');
  if (review.status === status) return null;
  await tx.reviews.setStatus(id, status, reason);
  await refreshRatings(tx, [review.placeId]);
  await recordAudit(tx, {
    actorId,
    action: status === 'hidden' ? 'review.hide' : 'review.restore',
    target: { type: 'review', id },
    before: { status: review.status },
    after: { status },
    note: reason,
  });
  return uploadAttachments(tx).setServed({ to: 'review', id }, status === 'visible');
}

/**
 * Whether the review is visible on an active place; if so it stays until the transaction ends
 * (a report on it must not race its deletion).
 */
export const lockVisibleReview = ({ reviews }: Pick<Repositories, 'reviews'>, id: number) =>
  reviews.lockVisible(id);

/** The reviews these ids name, hidden ones too (reports point at them whatever became of them). */
export const reviewsByIds = (
  { reviews }: Pick<Repositories, 'reviews'>,
  ids: readonly (number | null)[],
) => lookupByIds(ids, async (wanted) => (await reviews.findByIds(wanted)).map(toReview));

/**
 * The review's author, photos and status, for serving its withheld photos to those who may see
 * them (docs/product.md#moderation); undefined for a review that is gone.
 */
export const reviewPhotos = ({ reviews }: Pick<Repositories, 'reviews'>, id: number) =>
  reviews.findPhotos(id);

/** Takes the photo out of every review showing it; returns how many did. */
export async function removeReviewPhoto(
  tx: Pick<Repositories, 'reviews' | 'audit'>,
  actorId: number,
  url: string,
): Promise<number> {
  const showing = await tx.reviews.lockShowingPhoto(url);
  const changed = await tx.reviews.removePhoto(url);
  await recordPhotoRemovals(
    tx,
    actorId,
    'review',
    changed.map(({ id, photos }) => ({
      id,
      before: { photos: showing.find((row) => row.id === id)?.photos ?? null },
      after: { photos },
    })),
  );
  return changed.length;
}
