import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migratedPgliteTemplate } from './test/pglite-template';

const sharedBuffers = async (lowMemory: boolean) => {
  // From the run's migrated copy: the settings apply however the database was made, and the
  // run's global set-up has already made one from nothing (initdb and the migrations, seconds).
  const from = await migratedPgliteTemplate();
  const database = await openDatabase({ engine: 'pglite', lowMemory, from });
  try {
    // Both drivers answer `{ rows }`; the database's type leaves the result unknown.
    const result = (await database.db.execute(sql`show shared_buffers`)) as {
      rows: { shared_buffers: string }[];
    };
    return result.rows[0]?.shared_buffers;
  } finally {
    await database.close();
  }
};

describe('openDatabase on PGlite', () => {
  it('keeps PostgreSQL’s page cache, or a small one for one-off commands', async () => {
    expect(await sharedBuffers(false)).toBe('128MB');
    expect(await sharedBuffers(true)).toBe('32MB');
  });
});
