import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@waggle/db/client';
import { rateLimitCounts } from '@waggle/db/schema';

/** Calls counted in one caller's bucket and window (its start, in ms since the epoch). */
const windowCount = z.object({ key: z.string(), windowStart: z.number(), count: z.number() });
export type WindowCount = z.infer<typeof windowCount>;
const totals = z.object({ rows: z.array(windowCount) });

/** The shared rate-limit counts (docs/product.md#rate-limits), one row per key and window. */
export function createRateLimitsRepository(db: Database) {
  return {
    /**
     * Adds each count to its row in one statement and returns the rows' totals, every process's
     * calls included. Rows are taken in key order, so two processes' batches never deadlock.
     */
    async add(counts: readonly WindowCount[]): Promise<WindowCount[]> {
      if (counts.length === 0) return [];
      const sorted = [...counts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const keys = sql.param(sorted.map((count) => count.key));
      const starts = sql.param(sorted.map((count) => count.windowStart));
      const added = sql.param(sorted.map((count) => count.count));
      const result = await db.execute(sql`
        insert into ${rateLimitCounts} (key, window_start, count)
        select key, to_timestamp(start_ms / 1000), count
          from unnest(${keys}::text[], ${starts}::float8[], ${added}::int[])
            as given(key, start_ms, count)
        on conflict (key, window_start)
          do update set count = ${rateLimitCounts}.count + excluded.count
        returning key, (extract(epoch from window_start) * 1000)::float8 as "windowStart", count`);
      return totals.parse(result).rows;
    },

    /** Deletes the windows that started before `before` (ms since the epoch). */
    async forgetBefore(before: number): Promise<void> {
      await db.execute(
        sql`delete from ${rateLimitCounts} where window_start < to_timestamp(${before}::float8 / 1000)`,
      );
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
