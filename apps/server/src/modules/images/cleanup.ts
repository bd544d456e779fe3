import type { FastifyInstance } from 'fastify';
import type { ImageFiles } from './image-files';
import type { UploadsRepository } from './repository';

/** How long an upload may wait for a review, suggestion or place to attach it, and how long a
 * discarded one still counts to the daily limit. */
export const unattachedGraceMs = 24 * 60 * 60 * 1000;
/** Often enough that a store outage's leftovers (a hidden review's photos) go soon after. */
const cleanupIntervalMs = 10 * 60 * 1000;

/** What one cleanup run did. */
export interface CleanupRun {
  /** Uploads nobody attached within the grace period, discarded now. */
  unattached: number;
  /** Uploads whose files were still to change (those just discarded, earlier failures). */
  settled: number;
  /** Of those, how many the store still refused (tried again next run). */
  failed: number;
  /** Rows of discarded uploads older than a day, deleted (their files are gone). */
  purged: number;
}

/**
 * Discards the uploads nobody attached within the grace period (a form left unsent), brings every
 * pending upload's files in step with its row (what failed after an earlier commit included), and
 * forgets discarded uploads once they no longer count to the daily limit. Several server processes
 * may run it at once: each row is taken by one.
 */
export function createUploadsCleanup(uploads: UploadsRepository, imageFiles: ImageFiles) {
  return async (now = new Date()): Promise<CleanupRun> => {
    const since = new Date(now.getTime() - unattachedGraceMs);
    const unattached = (await uploads.discardUnattachedBefore(since)).length;
    const { tried, failed } = await imageFiles.settlePending();
    const purged = await uploads.purgeDiscardedBefore(since);
    return { unattached, settled: tried, failed, purged };
  };
}
export type UploadsCleanup = ReturnType<typeof createUploadsCleanup>;

/** Runs the cleanup when the app is ready, then every ten minutes until it closes. */
export function scheduleUploadsCleanup(app: FastifyInstance, cleanup: UploadsCleanup): void {
  const run = async () => {
    try {
      const done = await cleanup();
      if (done.unattached + done.settled + done.purged > 0) app.log.info(done, 'uploads cleanup');
    } catch (error) {
      app.log.error({ err: error }, 'could not remove unattached uploads');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    // A periodic chore never keeps the process alive on its own.
    timer = setInterval(() => void run(), cleanupIntervalMs).unref();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}
