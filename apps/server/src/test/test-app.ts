import type { DatabaseEngine } from '@waggle/db/client';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../env';
import { openTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, quiet, with no web build and the given env overrides. */
export async function createTestApp(engine: DatabaseEngine, overrides: Partial<Env> = {}) {
  const env = { ...loadEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '' }), ...overrides };
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
