import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@waggle/db/client';
import { readAfterHeader, writeLsnHeader } from '@waggle/shared/api/read-after';
import { parseLsn, type Lsn } from './lsn';
import { currentWalLsn } from './replica-monitor';

/** The latest change the caller has seen (`Waggle-Read-After`); a malformed one counts as none. */
export function readAfterOf(request: FastifyRequest): Lsn | undefined {
  const value = request.headers[readAfterHeader.toLowerCase()];
  return typeof value === 'string' ? parseLsn(value) : undefined;
}

/**
 * docs/operations.md#read-replica: a successful change's answer carries where the primary's
 * write-ahead log stands once it is committed (`Waggle-Write-Lsn`), for the caller to send back.
 * A committed change is in the log up to there: commits wait for their log to be written.
 */
export function announceWriteLsn(app: FastifyInstance, primary: Database) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config.changes || reply.statusCode >= 400) return;
    try {
      const lsn = await currentWalLsn(primary);
      if (lsn !== undefined) reply.header(writeLsnHeader, lsn);
    } catch (error) {
      // The change is made; without the header the caller's next reads may be a moment old.
      request.log.warn({ err: error }, 'could not read the write-ahead log position');
    }
  });
}
