import { join, resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@waggle/db/client';
import { openReadReplica } from '@waggle/db/read-replica';
import type { Env } from './env';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db.
 * `lowMemory` (PGlite only) trades page cache for a smaller process, for one-off commands.
 */
export function openDatabaseFromEnv(
  env: Env,
  { lowMemory = false }: { lowMemory?: boolean } = {},
): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ engine: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ engine: 'pglite', dataDir: join(resolve(env.DATA_DIR), 'db'), lowMemory });
}

/** The read replica's pool when DATABASE_READ_URL is set (docs/operations.md#read-replica). */
export const openReadReplicaFromEnv = (env: Env) =>
  env.DATABASE_READ_URL
    ? openReadReplica(env.DATABASE_READ_URL, env.DATABASE_POOL_SIZE)
    : undefined;
