import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@waggle/shared/images';
import { rateLimited } from '../../http-error';
import type { Identity } from '../../identity';
import type { Transaction } from '../../repositories';
import type { RequireActor } from '../users/actor-service';
import { toUploadedImage } from './api-shape';
import type { ImageFiles } from './image-files';
import { processImage, renditionContentType } from './image-pipeline';
import type { ImageStore } from './image-store';
import type { UploadsRepository } from './repository';

const dayMs = 24 * 60 * 60 * 1000;

const tooMany = (perDay: number) =>
  rateLimited(`You can upload at most ${perDay} photos a day. Try again tomorrow.`);

/** The server's own names for an upload's files (never the caller's): `yyyy/mm/<uuid>.webp`. */
function newKeys(now: Date) {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${month}/${randomUUID()}`;
  return { key: `${name}.webp`, thumbnailKey: `${name}-thumb.webp` };
}

export function createImagesService(
  uploads: UploadsRepository,
  transaction: Transaction,
  store: ImageStore,
  imageFiles: ImageFiles,
  requireActor: RequireActor,
  uploadsPerDay: number,
) {
  return {
    /**
     * DESIGN.md §2 Images: stores a signed-in user's photo as a display image and a thumbnail and
     * records it, unattached until a review, suggestion or place takes it. `read` receives the
     * file once the caller may upload, so a refused caller's bytes are never read.
     */
    async upload(identity: Identity, read: () => Promise<Buffer>): Promise<UploadedImage> {
      const actor = await requireActor(identity);
      const now = new Date();
      const dayAgo = new Date(now.getTime() - dayMs);
      const full = async (repository: UploadsRepository) =>
        (await repository.countSince(actor.id, dayAgo)) >= uploadsPerDay;
      // Refused before the photo is even read; counted again below, where it holds.
      if (await full(uploads)) throw tooMany(uploadsPerDay);
      const { display, thumbnail } = await processImage(await read());
      const keys = newKeys(now);
      try {
        await store.put(keys.key, display.data, renditionContentType);
        await store.put(keys.thumbnailKey, thumbnail.data, renditionContentType);
        const row = await transaction(async (tx) => {
          // One uploader's uploads at a time: parallel requests cannot all slip under the limit.
          await tx.uploads.lockUploader(actor.id);
          if (await full(tx.uploads)) throw tooMany(uploadsPerDay);
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
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
