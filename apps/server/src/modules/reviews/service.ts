import type { z } from 'zod';
import type { adminReviewListSchema, HideReviewBody } from '@waggle/shared/admin';
import type {
  ListReviewsQuery,
  OwnReview,
  RatingSummary,
  ReviewBody,
  ReviewPage,
  SavedReview,
} from '@waggle/shared/reviews';
import { conflict, forbidden, invalidInput, notFound } from '../../http-error';
import type { Identity } from '../../identity';
import type { Lsn } from '../../replica/lsn';
import type { Repositories } from '../../repositories';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../admin/audit-service';
import { adminListLimit } from '../admin/overview-service';
import { uploadAttachments } from '../images/attachment-service';
import { requireActivePlace, reviewedPlaces } from '../places/service';
import { holdAccount } from '../users/actor-service';
import { toAdminReview, toReview } from './api-shape';
import { decodeReviewCursor, encodeReviewCursor } from './cursor';
import { setReviewStatus } from './moderation-service';
import { refreshRatings } from './ratings-service';

/** The place's rating after the change, read in the transaction that made it. */
async function recomputeRating(tx: Repositories, placeId: number): Promise<RatingSummary> {
  const [rating] = await refreshRatings(tx, [placeId]);
  if (!rating) throw new Error(`place ${placeId} vanished while its row was locked`);
  return { ratingAvg: rating.ratingAvg, ratingCount: rating.ratingCount };
}

const alreadyMessages = {
  hidden: 'This review is hidden already.',
  visible: 'This review is not hidden.',
} as const;

export function createReviewsService(context: ServiceContext) {
  const { repositories, reads, transaction, requireActor, requireAdmin, imageFiles } = context;
  const repository = repositories.reviews;

  /** Hides or shows the review; its photos stop or start being served after the commit. */
  async function setStatus(
    identity: Identity,
    id: number,
    change: Parameters<typeof setReviewStatus>[3],
  ) {
    const actor = await requireAdmin(identity);
    const photos = await transaction(async (tx) => {
      const changed = await setReviewStatus(tx, actor.id, id, change);
      if (!changed) throw conflict(alreadyMessages[change.status]);
      return changed;
    });
    await imageFiles.settle(photos);
  }

  return {
    /**
     * Visible reviews of an active place, newest first; 404 for an unknown or hidden place. From
     * the read replica when it may.
     */
    list(
      placeId: number,
      { limit, cursor }: ListReviewsQuery,
      readAfter: Lsn | undefined,
    ): Promise<ReviewPage> {
      const after = decodeReviewCursor(cursor, placeId);
      return reads.read(readAfter, async (side) => {
        await requireActivePlace(side, placeId);
        const rows = await side.reviews.listVisible(placeId, limit + 1, after);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          reviews: page.map(toReview),
          nextCursor:
            rows.length > limit && last
              ? encodeReviewCursor(placeId, { createdAt: last.cursorTime, id: last.id })
              : null,
        };
      });
    },

    /** The caller's review of the place, also when an admin hid it, so they can see and fix it. */
    async findOwn(identity: Identity, placeId: number): Promise<OwnReview> {
      const actor = await requireActor(identity);
      await requireActivePlace(repositories, placeId);
      const row = await repository.findByAuthor(placeId, actor.id);
      if (!row) return { review: null };
      const hidden = row.status === 'hidden';
      // docs/product.md#moderation: the author reads why a moderator hid it.
      return {
        review: { ...toReview(row), hidden, hiddenReason: hidden ? row.hiddenReason : null },
      };
    },

    /**
     * docs/product.md#reviews: one review per user and place; sending another replaces it. The review, its
     * photos and the place's rating change together; photos it no longer shows are deleted.
     */
    async save(
      identity: Identity,
      placeId: number,
      body: ReviewBody,
    ): Promise<SavedReview & { created: boolean }> {
      const actor = await requireActor(identity);
      const photos = [...new Set(body.photos)];
      const result = await transaction(async (tx) => {
        const uploads = uploadAttachments(tx);
        // The author, then the place: the order account deletion takes them in.
        if (!(await holdAccount(tx, actor.id))) throw notFound('User');
        if ((await reviewedPlaces(tx).lockStatus(placeId)) !== 'active') throw notFound('Place');
        const { id, created } = await tx.reviews.upsert(placeId, actor.id, { ...body, photos });
        const attachment = { to: 'review', id } as const;
        const refused = await uploads.attach(actor.id, photos, attachment);
        if (refused[0] !== undefined) {
          throw invalidInput(
            'body',
            ['photos', photos.indexOf(refused[0])],
            'must be a photo you uploaded for this review',
          );
        }
        const detached = await uploads.discardAttached(attachment, photos);
        const rating = await recomputeRating(tx, placeId);
        const row = await tx.reviews.findById(id);
        if (!row) throw new Error(`review ${id} vanished inside its transaction`);
        // A review an admin hid keeps its photos unserved, new ones included.
        const unserved = row.status === 'hidden' ? await uploads.setServed(attachment, false) : [];
        return { row, rating, created, files: [...detached, ...unserved] };
      });
      await imageFiles.settle(result.files);
      return { review: toReview(result.row), rating: result.rating, created: result.created };
    },

    /** The author or an admin deletes a review, its photos with it. */
    async remove(identity: Identity, reviewId: number): Promise<RatingSummary> {
      const actor = await requireActor(identity);
      const review = await repository.findById(reviewId);
      if (!review) throw notFound('Review');
      if (review.userId !== actor.id && !actor.isAdmin) {
        throw forbidden('You can only delete your own reviews.');
      }
      const { rating, discarded } = await transaction(async (tx) => {
        await reviewedPlaces(tx).lockStatus(review.placeId);
        if (!(await tx.reviews.delete(reviewId))) throw notFound('Review');
        const discarded = await uploadAttachments(tx).discardAttached({
          to: 'review',
          id: reviewId,
        });
        // An admin removing someone's review is moderation: it goes into the audit log.
        if (review.userId !== actor.id) {
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'review.delete',
            target: { type: 'review', id: reviewId },
            before: { placeId: review.placeId, rating: review.rating, status: review.status },
            after: null,
          });
        }
        return { rating: await recomputeRating(tx, review.placeId), discarded };
      });
      await imageFiles.settle(discarded);
      return rating;
    },

    /** Hidden reviews, newest first, with their place's name. */
    async listHidden(identity: Identity): Promise<z.infer<typeof adminReviewListSchema>> {
      await requireAdmin(identity);
      const rows = await repository.listHidden(adminListLimit);
      return { reviews: rows.map(toAdminReview) };
    },

    hide: (identity: Identity, id: number, { reason }: HideReviewBody) =>
      setStatus(identity, id, { status: 'hidden', reason }),
    restore: (identity: Identity, id: number) => setStatus(identity, id, { status: 'visible' }),

    /** How many reviews admins have hidden (the admin summary, which checks rights first). */
    countHidden: () => repository.countHidden(),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
