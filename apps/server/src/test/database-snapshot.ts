import { getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@waggle/db/client';
import { rateLimitCounts } from '@waggle/db/schema';

/** Every table of the app's schema with its row count and a hash of its rows' content. */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string | null }>;

const rowsOf = <T>(result: unknown, row: z.ZodType<T>): T[] =>
  z.object({ rows: z.array(row) }).parse(result).rows;

const tableState = z.object({
  name: z.string(),
  rows: z.coerce.number(),
  hash: z.string().nullable(),
});

/**
 * How to read what every table holds now, in one round trip (the tables are listed once, here):
 * refused input must leave it exactly so. The rate-limit counts are left out: a refused call is
 * counted too (docs/product.md#rate-limits).
 */
export async function databaseSnapshots(db: Database): Promise<() => Promise<DatabaseSnapshot>> {
  const names = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name <> ${getTableName(rateLimitCounts)}
          order by table_name`,
    ),
    z.object({ name: z.string() }),
  ).map((row) => row.name);
  const query = sql.join(
    names.map(
      (name) =>
        sql`select ${name}::text as name, count(*)::int as rows,
              md5(string_agg(t::text, '|' order by t::text)) as hash
            from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  return async () =>
    Object.fromEntries(
      rowsOf(await db.execute(query), tableState).map(({ name, ...state }) => [name, state]),
    );
}
