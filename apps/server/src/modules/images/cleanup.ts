import type { FastifyInstance } from 'fastify';
import type { ImageFiles } from './image-files';
import type { UploadsRepository } from './repository';

/** How long an upload may wait for a review, suggestion or place to attach it. */
export const unattachedGraceMs = 24 * 60 * 60 * 1000;
const cleanupIntervalMs = 60 * 60 * 1000;

/**
 * Removes the uploads nobody attached within the grace period (a form left unsent), rows first,
 * then their files. Several server processes may run it at once: each row is taken by one.
 * Resolves with how many it removed.
 */
export function createUploadsCleanup(uploads: UploadsRepository, imageFiles: ImageFiles) {
  return async (now = new Date()): Promise<number> => {
    const rows = await uploads.takeUnattachedBefore(new Date(now.getTime() - unattachedGraceMs));
    await imageFiles.discard(rows);
    return rows.length;
  };
}
export type UploadsCleanup = ReturnType<typeof createUploadsCleanup>;

/** Runs the cleanup when the app is ready, then hourly until it closes. */
export function scheduleUploadsCleanup(app: FastifyInstance, cleanup: UploadsCleanup): void {
  const run = async () => {
    try {
      const removed = await cleanup();
      if (removed > 0) app.log.info({ removed }, 'removed unattached uploads');
    } catch (error) {
      app.log.error({ err: error }, 'could not remove unattached uploads');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    // An hourly chore never keeps the process alive on its own.
    timer = setInterval(() => void run(), cleanupIntervalMs).unref();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}
