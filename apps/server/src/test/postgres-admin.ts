import pg from 'pg';

/** Runs one statement that cannot run in a transaction (create or drop a database). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the server `url` points at. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

const OBJECT_IN_USE = '55006';

/**
 * Drops a database. A plain DROP first: PostgreSQL itself stops an autovacuum worker busy in it,
 * where WITH (FORCE) refuses a role that is not a superuser (it may end only its own role's
 * sessions, and a worker has none). FORCE only when a session of ours is still connected.
 */
export async function dropDatabase(
  run: (text: string) => Promise<unknown>,
  name: string,
): Promise<void> {
  try {
    await run(`drop database if exists ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
    await run(`drop database if exists ${name} with (force)`);
  }
}
