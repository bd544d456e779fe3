import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseEngine, DatabaseHandle } from '@waggle/db/client';
import { openDatabaseFromEnv } from '../src/database';
import type { Env } from '../src/env';
import { createBulkPlacesRepository } from '../src/modules/places/bulk-repository';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import { seedSyntheticPlaces } from '../src/seed/synthetic-places';
import { dropDatabase } from '../src/test/postgres-admin';

/**
 * One benchmark database per engine and size (or name), kept between runs: a PGlite data dir
 * `<dataRoot>/pglite-<size>`, or a PostgreSQL database `waggle_bench_<size>` beside the given
 * URL's.
 */
export interface BenchDatabase {
  engine: DatabaseEngine;
  size: number;
  /** The environment the server needs to open it (DATABASE_URL or DATA_DIR). */
  serverEnv: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  /** Creates it when missing; `fresh` throws away what was there. */
  create(fresh: boolean): Promise<void>;
}

export interface BenchDatabaseOptions {
  env: Env;
  postgresUrl: string | undefined;
  dataRoot: string;
  /** Names the database instead of its size (`waggle_bench_<name>`, `pglite-<name>`). */
  name?: string;
}

/** `work` on one connection to the database at `url`, closed after it. */
export async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function benchDatabase(
  engine: DatabaseEngine,
  size: number,
  { env, postgresUrl, dataRoot, name: label = String(size) }: BenchDatabaseOptions,
): BenchDatabase {
  if (engine === 'pglite') {
    const dataDir = join(dataRoot, `pglite-${label}`);
    return {
      engine,
      size,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openDatabaseFromEnv({ ...env, DATABASE_URL: undefined, DATA_DIR: dataDir }),
      create(fresh) {
        if (fresh) rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  if (!postgresUrl) throw new Error('PostgreSQL needs --postgres-url or DATABASE_URL');
  const name = `waggle_bench_${label}`;
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    size,
    serverEnv: { DATABASE_URL: url.toString() },
    open: () => openDatabaseFromEnv({ ...env, DATABASE_URL: url.toString() }),
    create: (fresh) =>
      onPostgres(postgresUrl, async (client) => {
        if (fresh) await dropDatabase((text) => client.query(text), name);
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`create database ${name}`);
      }),
  };
}

async function syntheticCount(database: BenchDatabase): Promise<number> {
  const handle = await database.open();
  try {
    return await createBulkPlacesRepository(handle.db).countSynthetic();
  } finally {
    await handle.close();
  }
}

/**
 * Makes the database hold the demo places and exactly `size` synthetic places, through the
 * seed code (`npm run seed`). A database that already holds fewer is topped up (the synthetic
 * places are numbered, so this gives the same places as seeding from scratch); one that holds
 * more, or `reseed`, starts over.
 */
export async function prepareBenchDatabase(
  database: BenchDatabase,
  reseed: boolean,
  log: (line: string) => void,
): Promise<void> {
  const label = `${database.engine} ${database.size.toLocaleString('en')}`;
  await database.create(reseed);
  if ((await syntheticCount(database)) > database.size) await database.create(true);
  const handle = await database.open();
  try {
    const missing = database.size - (await createBulkPlacesRepository(handle.db).countSynthetic());
    if (missing === 0) {
      log(`${label}: reusing the seeded database`);
      return;
    }
    const started = Date.now();
    await seedDemoIfEmpty(handle.db);
    await seedSyntheticPlaces(handle.db, missing, (done) =>
      log(`${label}: seeded ${done.toLocaleString('en')} of ${missing.toLocaleString('en')}`),
    );
    log(`${label}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await handle.close();
  }
}
