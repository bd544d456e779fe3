import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@waggle/shared/images';
import type { ReviewPhotoQuery } from '@waggle/shared/reviews';
import { notFound, rateLimited, retryLater } from '../../http-error';
import type { Identity } from '../../identity';
import type { Repositories } from '../../repositories';
import type { ServiceContext } from '../../service-context';
import { recordPhotoRemovals } from '../admin/audit-service';
import { removeCoverPhoto } from '../places/changes-service';
import { removeReviewPhoto, reviewPhotos } from '../reviews/moderation-service';
import { removeSuggestionPhoto } from '../suggestions/service';
import { toUploadedImage } from './api-shape';
import { processImage, renditionContentType } from './image-pipeline';
import type { ImageStore } from './image-store';
import { createProcessingQueue, type ProcessingLimits } from './processing-queue';
import type { PendingUploads, UploadsRepository } from './repository';

const dayMs = 24 * 60 * 60 * 1000;

/** The daily limit's 429, with the seconds until the upload that filled it leaves the day. */
const tooMany = (perDay: number, filledAt: Date) =>
  retryLater(
    rateLimited(`You can upload at most ${perDay} photos a day. Try again tomorrow.`),
    Math.max(1, Math.ceil((filledAt.getTime() + dayMs - Date.now()) / 1000)),
  );

export interface UploadLimits extends ProcessingLimits {
  /** Uploads one user may make in 24 hours. */
  perDay: number;
}

/** The server's own names for an upload's files (never the caller's): `yyyy/mm/<uuid>.webp`. */
function newKeys(now: Date) {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${month}/${randomUUID()}`;
  return { key: `${name}.webp`, thumbnailKey: `${name}-thumb.webp` };
}

/** Takes the photo off every place, review and suggestion showing it, and discards its upload. */
async function removeEverywhere(
  tx: Repositories,
  actorId: number,
  url: string,
): Promise<PendingUploads> {
  // Places before reviews: the reviews module locks a place before its reviews.
  const shown =
    (await removeCoverPhoto(tx, actorId, url)) +
    (await removeReviewPhoto(tx, actorId, url)) +
    (await removeSuggestionPhoto(tx, actorId, url));
  const uploads = await tx.uploads.discardByUrl(url);
  if (shown + uploads.length === 0) throw notFound('Photo');
  const removals = uploads.map(({ id }) => ({ id, before: { url }, after: null }));
  await recordPhotoRemovals(tx, actorId, 'upload', removals);
  return uploads;
}

export function createImagesService(
  { repositories, transaction, requireActor, requireAdmin, imageFiles }: ServiceContext,
  store: ImageStore,
  { perDay, ...processing }: UploadLimits,
) {
  const uploads = repositories.uploads;
  const queue = createProcessingQueue(processing);
  return {
    /** The photos being decoded and those waiting (docs/operations.md#metrics). */
    queueLength: () => queue.length(),

    /**
     * docs/product.md#images: stores a signed-in user's photo as a display image and a thumbnail and
     * records it, unattached until a review, suggestion or place takes it. `read` receives the
     * file once the caller may upload, so a refused caller's bytes are never read.
     */
    async upload(identity: Identity, read: () => Promise<Buffer>): Promise<UploadedImage> {
      const actor = await requireActor(identity);
      const now = new Date();
      const dayAgo = new Date(now.getTime() - dayMs);
      const refuseWhenFull = async (repository: UploadsRepository) => {
        const filledAt = await repository.nthNewestSince(actor.id, dayAgo, perDay);
        if (filledAt) throw tooMany(perDay, filledAt);
      };
      // Refused before the photo is even read; counted again below, where it holds.
      await refuseWhenFull(uploads);
      const { display, thumbnail } = await queue.admit(async (inTurn) => {
        const input = await read();
        return inTurn(() => processImage(input));
      });
      const keys = newKeys(now);
      try {
        await store.put(keys.key, display.data, renditionContentType);
        await store.put(keys.thumbnailKey, thumbnail.data, renditionContentType);
        const row = await transaction(async (tx) => {
          // One uploader's uploads at a time: parallel requests cannot all slip under the limit.
          await tx.uploads.lockUploader(actor.id);
          await refuseWhenFull(tx.uploads);
          return tx.uploads.insert({
            userId: actor.id,
            ...keys,
            url: store.publicUrl(keys.key),
            thumbnailUrl: store.publicUrl(keys.thumbnailKey),
            width: display.width,
            height: display.height,
            bytes: display.data.length + thumbnail.data.length,
          });
        });
        return toUploadedImage(row);
      } catch (error) {
        // Nothing half-stored stays behind.
        await imageFiles.removeUnrecorded(keys);
        throw error;
      }
    },

    /**
     * docs/product.md#moderation: the bytes of a hidden review's photo (the `n`th, as a display
     * image or a thumbnail), which its public URL no longer serves: for the review's author and
     * for admins. Null, a 404, for anyone else (signed out too), and for a photo not withheld.
     */
    async withheldPhoto(
      identity: Identity | null,
      reviewId: number,
      { n, size }: ReviewPhotoQuery,
    ): Promise<Buffer | null> {
      // An account not set up yet sees nothing either.
      const viewer = identity && (await requireActor(identity).catch(() => null));
      const review = await reviewPhotos(repositories, reviewId);
      if (!viewer || !review) return null;
      if (review.userId !== viewer.id && !viewer.isAdmin) return null;
      const url = review.photos[n];
      if (url === undefined) return null;
      const upload = await uploads.findAttached(url, { to: 'review', id: reviewId });
      if (!upload || upload.served) return null;
      return store.readWithheld(size === 'thumbnail' ? upload.thumbnailKey : upload.key);
    },

    /** Removes one photo wherever it is shown; its files go once that is committed. */
    async removePhoto(identity: Identity, url: string): Promise<void> {
      const actor = await requireAdmin(identity);
      const removed = await transaction((tx) => removeEverywhere(tx, actor.id, url));
      await imageFiles.settle(removed);
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
