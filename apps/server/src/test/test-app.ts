import { inject } from 'vitest';
import type { DatabaseEngine } from '@waggle/db/client';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../env';
import { openTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a fresh database and the run's Auth emulator, quiet, with no web build and the
 * given env overrides.
 */
export async function createTestApp(engine: DatabaseEngine, overrides: Partial<Env> = {}) {
  // firebase-admin finds the emulator through the process environment.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  const base = loadEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  const env = { ...base, ...overrides };
  const database = await openTestDatabase(engine);
  const app = await buildApp({ env, database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
