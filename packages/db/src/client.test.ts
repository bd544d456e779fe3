import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const sharedBuffers = async (lowMemory: boolean) => {
  const database = await openDatabase({ engine: 'pglite', lowMemory });
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
