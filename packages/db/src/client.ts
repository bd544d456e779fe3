import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

/** A pool's connections: lent to a query, idle in the pool, and the queries waiting for one. */
export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  close(): Promise<void>;
  /** PostgreSQL's pool, for the metrics; PGlite has no pool (one connection, queries in turn). */
  poolStats?: () => PoolStats;
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `lowMemory` is for one-off
   * processes such as the importer: a 32 MB page cache instead of PostgreSQL's 128 MB. `from`
   * starts a new database from a dump of another (`dumpPglite`), skipping PGlite's initdb.
   */
  | { engine: 'pglite'; dataDir?: string; lowMemory?: boolean; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
// Any fixed number: serialises migrations when several servers start on one PostgreSQL.
const migrationLockKey = 724_113_001;

async function openPglite({
  dataDir,
  lowMemory = false,
  from,
}: Omit<Extract<DatabaseOptions, { engine: 'pglite' }>, 'engine'>): Promise<DatabaseHandle> {
  const release = dataDir === undefined ? () => undefined : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, {
      extensions: { cube, earthdistance, pg_trgm },
      ...(lowMemory && { postgresqlconf: ['shared_buffers = 32MB'] }),
      ...(from && { loadDataDir: from }),
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      engine: 'pglite',
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * How long a query waits for a connection (a new one, or a turn in the pool) before failing: a
 * PostgreSQL out of reach answers 503 before the native apps give up on the call (15 s,
 * docs/product.md#api-calls), and a busy pool still has time to free a connection.
 */
const connectionTimeoutMs = 10_000;

/**
 * docs/operations.md#durability-and-recovery: a pool that outlives its server. A connection
 * PostgreSQL drops (a restart, `pg_ctl stop -m immediate`, a network cut) is an `error` event on
 * its client and, when idle, on the pool; unheard, Node ends the whole process. Heard here, the
 * query on it fails (the request answers 503), the pool discards it, and the next query opens a
 * new one once PostgreSQL is back.
 */
export function resilientPool(
  url: string,
  poolSize: number,
  connectionTimeoutMillis = connectionTimeoutMs,
): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis });
  const ignore = () => undefined;
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  return pool;
}

export function poolStats(pool: pg.Pool): PoolStats {
  return {
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = resilientPool(url, poolSize);
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg({ client: pool, schema }),
    engine: 'postgres',
    close: () => pool.end(),
    poolStats: () => poolStats(pool),
  };
}

/** Opens the database and applies every pending migration (in one transaction). */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.engine === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 8)
    : openPglite(options);
}

/**
 * A dump of a migrated in-memory PGlite database, to start others from (`from`): loading one
 * takes about a second, creating and migrating one three to four.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { cube, earthdistance, pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
