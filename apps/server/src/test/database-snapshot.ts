import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@waggle/db/client';

/** Every table of the app's schema with its row count and a hash of its rows' content. */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string | null }>;

const rowsOf = <T>(result: unknown, row: z.ZodType<T>): T[] =>
  z.object({ rows: z.array(row) }).parse(result).rows;

const tableNames = async (db: Database) =>
  rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
    z.object({ name: z.string() }),
  ).map((row) => row.name);

const tableState = z.object({ rows: z.coerce.number(), hash: z.string().nullable() });

/** What every table holds now: refused input must leave it exactly so. */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {};
  for (const name of await tableNames(db)) {
    const [state] = rowsOf(
      await db.execute(
        sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as hash
            from ${sql.identifier(name)} t`,
      ),
      tableState,
    );
    if (state) snapshot[name] = state;
  }
  return snapshot;
}
