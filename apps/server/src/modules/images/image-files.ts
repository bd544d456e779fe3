import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@waggle/db/client';
import type { ImageStore } from './image-store';
import { createUploadsRepository, type PendingUploads, type UploadRow } from './repository';

type Stored = Pick<UploadRow, 'key' | 'thumbnailKey'>;
const keysOf = (rows: readonly Stored[]) => rows.flatMap((row) => [row.key, row.thumbnailKey]);

/** How many pending uploads one sweep settles at most. */
const sweepBatch = 500;

/**
 * The stored files of uploads, kept in step with their rows. A service changes rows in its
 * transaction (the repository marks them `files_pending`) and, once that commits, hands the ids
 * to `settle`; a store that fails then leaves them pending, and the cleanup's `settlePending`
 * tries again, so no deleted account's photo, nor a hidden review's, outlives a store outage.
 */
export function createImageFiles(store: ImageStore, db: Database, log: FastifyBaseLogger) {
  /**
   * Brings one upload's files to what its row says, under the row's lock: a later change waits
   * for it, then settles in its turn, so two changes never reach the store out of order.
   */
  async function settleOne(id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const uploads = createUploadsRepository(tx);
      const row = await uploads.lockPending(id);
      if (!row) return;
      if (row.discardedAt) await store.delete(keysOf([row]));
      else await store.setServed(keysOf([row]), row.served);
      await uploads.markSettled(id);
    });
  }

  async function settle(ids: readonly number[]): Promise<number> {
    let failed = 0;
    for (const id of ids) {
      await settleOne(id).catch((error: unknown) => {
        failed += 1;
        log.error({ err: error, uploadId: id }, 'could not update image files; will retry');
      });
    }
    return failed;
  }

  return {
    /**
     * Brings these uploads' files (the ids a repository method returned) in step with their
     * committed rows; what fails is retried by the cleanup.
     */
    async settle(uploads: Readonly<PendingUploads>): Promise<void> {
      await settle(uploads.map((upload) => upload.id));
    },

    /** Settles what is still pending (earlier failures); resolves with how many it tried. */
    async settlePending(): Promise<{ tried: number; failed: number }> {
      const ids = await createUploadsRepository(db).pendingIds(sweepBatch);
      return { tried: ids.length, failed: await settle(ids) };
    },

    /** Deletes files that never got a row (an upload that failed half way); logs a failure. */
    async removeUnrecorded(stored: Stored): Promise<void> {
      await store.delete(keysOf([stored])).catch((error: unknown) => {
        log.error({ err: error, keys: keysOf([stored]) }, 'could not delete image files');
      });
    },
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
