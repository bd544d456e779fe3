import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { DatabaseEngine, DatabaseHandle } from '@waggle/db/client';
import type { ReadReplicaHandle } from '@waggle/db/read-replica';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../env';
import { openTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions {
  shared?: DatabaseHandle & { name?: string };
  replica?: (databaseName: string) => Promise<ReadReplicaHandle>;
}

/**
 * The real app on a fresh database and the run's Auth emulator, quiet, with no web build, its own
 * temporary DATA_DIR, and the given env overrides. Given a `shared` database (another app's, as
 * server processes share one), it uses that and leaves it open on close. On PostgreSQL, `replica`
 * opens a read replica of the database it is given the name of, closed with the app.
 */
export async function createTestApp(
  engine: DatabaseEngine,
  overrides: Partial<Env> = {},
  { shared, replica }: TestAppOptions = {},
) {
  // firebase-admin finds the emulator through the process environment.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  const base = loadEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  // Uploads go to a directory of the test's own unless it gives one (and then owns it).
  const ownDataDir = overrides.DATA_DIR ? null : await mkdtemp(join(tmpdir(), 'waggle-test-'));
  const env = { ...base, ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...overrides };
  const database = shared ?? (await openTestDatabase(engine));
  const readReplica = replica && database.name ? await replica(database.name) : undefined;
  const app = await buildApp({ env, database, replica: readReplica });
  return {
    app,
    database,
    async close() {
      await app.close();
      await readReplica?.close();
      if (!shared) await database.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}
