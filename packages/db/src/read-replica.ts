import { drizzle } from 'drizzle-orm/node-postgres';
import { poolStats, resilientPool, type Database, type PoolStats } from './client';
import * as schema from './schema';

/** A streaming replica of the primary database: read-only, never migrated. */
export interface ReadReplicaHandle {
  db: Database;
  /** Its pool's connections, for the metrics. */
  poolStats: () => PoolStats;
  close(): Promise<void>;
}

/**
 * How long a read waits for a replica connection before it is read from the primary instead
 * (docs/operations.md#read-replica): far shorter than the primary's wait, which has nowhere else
 * to go.
 */
const replicaConnectionTimeoutMs = 2000;

/** The name the replica's connections show in its `pg_stat_activity`, unless the URL gives one. */
const replicaApplicationName = 'waggle-reads';

/**
 * A pool to the replica at `url`. Nothing is asked of the replica here: it may be down when the
 * server starts, and reads go to the primary until it answers.
 */
export function openReadReplica(url: string, poolSize: number): ReadReplicaHandle {
  const named = new URL(url);
  if (!named.searchParams.has('application_name')) {
    named.searchParams.set('application_name', replicaApplicationName);
  }
  const pool = resilientPool(named.toString(), poolSize, replicaConnectionTimeoutMs);
  return {
    db: drizzle({ client: pool, schema }),
    poolStats: () => poolStats(pool),
    close: () => pool.end(),
  };
}
