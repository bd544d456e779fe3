import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@waggle/db/client';
import type { ReadReplicaHandle } from '@waggle/db/read-replica';
import { createRepositories, type Repositories } from '../repositories';
import { announceWriteLsn } from './read-after';
import { createReadRouter, type ReadRouter } from './read-router';
import { createReplicaMonitor, sqlLsnSources } from './replica-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the public reads go, and the replica's health (docs/operations.md#read-replica). */
    databaseReads: ReadRouter<Repositories>;
  }
}

export interface ReadsOptions {
  database: DatabaseHandle;
  /** The primary's repositories. */
  repositories: Repositories;
  replica: Pick<ReadReplicaHandle, 'db'> | undefined;
  maxLagSeconds: number;
}

/**
 * The reads of the service context: the primary's alone, or with a replica of a PostgreSQL
 * primary, the replica's while it is up and close behind, changes' answers then saying where the
 * primary's log stood. The replica's checks stop when the app closes.
 */
export function registerReads(
  app: FastifyInstance,
  { database, repositories, replica, maxLagSeconds }: ReadsOptions,
): ReadRouter<Repositories> {
  let router = createReadRouter(repositories);
  if (replica && database.engine === 'postgres') {
    const monitor = createReplicaMonitor(sqlLsnSources(database.db, replica.db), { log: app.log });
    monitor.start();
    app.addHook('onClose', (_app, done) => {
      monitor.stop();
      done();
    });
    announceWriteLsn(app, database.db);
    router = createReadRouter(repositories, {
      side: createRepositories(replica.db),
      monitor,
      maxLagSeconds,
    });
  }
  app.decorate('databaseReads', router);
  return router;
}
