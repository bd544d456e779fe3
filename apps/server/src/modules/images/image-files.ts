import type { FastifyBaseLogger } from 'fastify';
import type { ImageStore } from './image-store';
import type { UploadRow } from './repository';

type Stored = Pick<UploadRow, 'key' | 'thumbnailKey'>;
const keysOf = (rows: readonly Stored[]) => rows.flatMap((row) => [row.key, row.thumbnailKey]);

/**
 * The stored files of upload rows, for the services that remove or hide what images belong to.
 * They call it after their transaction commits, with the rows the uploads repository returned.
 */
export function createImageFiles(store: ImageStore, log: FastifyBaseLogger) {
  return {
    /** Deletes both renditions. The rows are gone already, so a failure is logged, not thrown. */
    async discard(rows: readonly Stored[]): Promise<void> {
      if (rows.length === 0) return;
      await store.delete(keysOf(rows)).catch((error: unknown) => {
        log.error({ err: error, keys: keysOf(rows) }, 'could not delete image files');
      });
    },
    /**
     * Stops serving (a hidden review's photos) or serves again (restored). The change it follows
     * is committed, so a failure is logged for an admin to retry, not thrown as the request's.
     */
    async setServed(rows: readonly Stored[], served: boolean): Promise<void> {
      if (rows.length === 0) return;
      await store.setServed(keysOf(rows), served).catch((error: unknown) => {
        log.error({ err: error, keys: keysOf(rows), served }, 'could not change image serving');
      });
    },
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
