// bench:cluster's record of acknowledged writes, and the check that each one is in a database.
import { onPostgres } from './bench-database';
import type { MixWrite } from './mix';

interface Entry {
  /** What the row holds after the last write (null: no row). */
  state: string | null;
  /** False after a write that failed without an answer, until the next acknowledged one. */
  certain: boolean;
}

export interface LedgerCheck {
  checked: number;
  missing: string[];
}

/** Every write of the mix, by row: the state the last acknowledged one left. */
export function createWriteLedger() {
  const rows = new Map<string, Entry>();
  let acknowledged = 0;
  let unacknowledged = 0;
  return {
    record: (write: MixWrite) => {
      if (write.acknowledged) {
        acknowledged += 1;
        rows.set(write.key, { state: write.state, certain: true });
      } else {
        unacknowledged += 1;
        rows.set(write.key, { state: rows.get(write.key)?.state ?? null, certain: false });
      }
    },
    counts: () => ({ acknowledged, unacknowledged }),
    /**
     * Compares the database at `url` with every row whose last write was acknowledged: a
     * favourite saved or removed, a review written or deleted.
     */
    async check(url: string): Promise<LedgerCheck> {
      const userIds = [...new Set([...rows.keys()].map((key) => Number(key.split(' ')[1])))];
      const found = await onPostgres(url, async (client) => {
        const result = await client.query<{ key: string; state: string }>(
          `select 'favourite ' || user_id || ' ' || place_id as key, 'saved' as state
             from favorites where user_id = any($1)
           union all
           select 'review ' || user_id || ' ' || place_id, id || ' rated ' || rating
             from reviews where user_id = any($1)`,
          [userIds],
        );
        return new Map(result.rows.map((row) => [row.key, row.state]));
      });
      const certain = [...rows].filter(([, entry]) => entry.certain);
      const missing = certain
        .filter(([key, entry]) => (found.get(key) ?? null) !== entry.state)
        .map(
          ([key, entry]) =>
            `${key}: expected ${entry.state ?? 'none'}, found ${found.get(key) ?? 'none'}`,
        );
      return { checked: certain.length, missing };
    },
  };
}
