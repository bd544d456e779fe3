import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseEngine, type DatabaseHandle } from '@waggle/db/client';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const testEngines: DatabaseEngine[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or a throwaway PostgreSQL database created
 * beside DATABASE_URL's and dropped on close, so test files never share rows.
 */
export async function openTestDatabase(engine: DatabaseEngine): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (engine === 'pglite' || !baseUrl) return openDatabase({ engine: 'pglite' });

  const name = `waggle_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
