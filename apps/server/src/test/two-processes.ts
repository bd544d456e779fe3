import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '@waggle/db/client';
import type { Env } from '../env';
import { createTestApp, type TestApp } from './test-app';
import { createTestPostgresDatabase, openTestDatabase } from './test-database';

/**
 * One fresh database as two server processes hold it: on PostgreSQL two handles (two pools) on
 * one throwaway database; PGlite, embedded in one process, lends both the same handle.
 */
async function twoHandles(engine: DatabaseEngine) {
  const baseUrl = process.env.DATABASE_URL;
  if (engine === 'pglite' || !baseUrl) {
    const handle = await openTestDatabase('pglite');
    return { handles: [handle, handle] as const, close: () => handle.close() };
  }
  const created = await createTestPostgresDatabase(baseUrl);
  const open = () => openDatabase({ engine: 'postgres', url: created.url, poolSize: 2 });
  const handles: readonly [DatabaseHandle, DatabaseHandle] = [await open(), await open()];
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.close()));
      await created.drop();
    },
  };
}

/** Two apps, as two server processes behind a load balancer, on one database. */
export async function createTwoTestApps(engine: DatabaseEngine, overrides: Partial<Env> = {}) {
  const shared = await twoHandles(engine);
  const apps: TestApp[] = [];
  for (const handle of shared.handles)
    apps.push(await createTestApp(engine, overrides, { shared: handle }));
  const [first, second] = apps as [TestApp, TestApp];
  return {
    first,
    second,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await shared.close();
    },
  };
}
