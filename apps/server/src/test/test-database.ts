import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '@waggle/db/client';
import { migratedPgliteTemplate } from '@waggle/db/test/pglite-template';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin';

/**
 * The engines of a server test file whose outcome the engine can change (docs/architecture.md says
 * which): PGlite, and PostgreSQL too when DATABASE_URL is set (CI sets it). Any other file runs on
 * PGlite alone, `createTestApp('pglite')`.
 */
export const testEngines: DatabaseEngine[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A throwaway PostgreSQL database beside `baseUrl`'s, a copy of the run's migrated template:
 * its URL, and `drop` for when the test is done with it.
 */
export async function createTestPostgresDatabase(baseUrl: string) {
  const name = `waggle_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  return {
    name,
    url: databaseUrl(baseUrl, name),
    drop: () => dropDatabase((text) => adminQuery(baseUrl, text), name),
  };
}

/**
 * A fresh, migrated database: in-memory PGlite, or a throwaway PostgreSQL database created
 * beside DATABASE_URL's and dropped on close, so test files never share rows. Both are copies of
 * the migrated templates the run's global set-up made (migrations still run, finding nothing to do).
 */
export async function openTestDatabase(
  engine: DatabaseEngine,
): Promise<DatabaseHandle & { name?: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (engine === 'pglite' || !baseUrl) {
    return openDatabase({ engine: 'pglite', from: await migratedPgliteTemplate() });
  }

  const created = await createTestPostgresDatabase(baseUrl);
  const handle = await openDatabase({ engine: 'postgres', url: created.url, poolSize: 4 });
  return {
    ...handle,
    name: created.name,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}
