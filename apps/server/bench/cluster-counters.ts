// Counters bench:cluster follows through a run: reads by target from each server's /metrics, and
// transactions on each PostgreSQL node. Sampled every second; a counter that went down started
// again (a restarted process), so what it shows is added, as Prometheus's increase() does.
import pg from 'pg';

/** A source of named counters; null when it cannot be read now (a node that is down). */
export interface CounterSource {
  name: string;
  read(): Promise<Record<string, number> | null>;
  close?(): Promise<void>;
}

/** `waggle_db_reads_total{target=…}` of a Prometheus text, by target; null without the metric. */
export function readsByTarget(text: string): Record<string, number> | null {
  const reads: Record<string, number> = {};
  for (const [, target = '', value = '0'] of text.matchAll(
    /^waggle_db_reads_total\{[^}]*target="(\w+)"[^}]*\} (\S+)$/gm,
  )) {
    reads[target] = (reads[target] ?? 0) + Number(value);
  }
  return Object.keys(reads).length > 0 ? reads : null;
}

/** A server's reads by target, from its /metrics (METRICS_TOKEN). */
export function metricsSource(name: string, url: string, token: string): CounterSource {
  return {
    name,
    async read() {
      try {
        const answer = await fetch(`${url}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(2000),
        });
        return answer.ok ? readsByTarget(await answer.text()) : null;
      } catch {
        return null;
      }
    },
  };
}

/** Committed and rolled-back transactions in `database` on a node (pg_stat_database). */
export function transactionsSource(name: string, url: string, database: string): CounterSource {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 1000 });
  pool.on('error', () => undefined);
  return {
    name,
    async read() {
      try {
        const result = await pool.query<{ transactions: string }>(
          'select xact_commit + xact_rollback as transactions from pg_stat_database where datname = $1',
          [database],
        );
        return { transactions: Number(result.rows[0]?.transactions ?? 0) };
      } catch {
        return null;
      }
    },
    close: () => pool.end(),
  };
}

/** Samples the sources every `everyMs`; `totals()` is what each counter has grown by so far. */
export function sampleCounters(sources: readonly CounterSource[], everyMs = 1000) {
  const last = new Map<string, number>();
  const totals: Record<string, number> = {};
  let sampling = Promise.resolve();
  const take = async () => {
    await Promise.all(
      sources.map(async (source) => {
        const values = await source.read();
        for (const [counter, value] of Object.entries(values ?? {})) {
          const key = `${source.name} ${counter}`;
          const previous = last.get(key);
          const grown = previous === undefined ? 0 : value >= previous ? value - previous : value;
          totals[key] = (totals[key] ?? 0) + grown;
          last.set(key, value);
        }
      }),
    );
  };
  const timer = setInterval(() => {
    sampling = sampling.then(take);
  }, everyMs);
  return {
    /** The totals after one more sample. */
    async totals(): Promise<Record<string, number>> {
      sampling = sampling.then(take);
      await sampling;
      return { ...totals };
    },
    async stop() {
      clearInterval(timer);
      await sampling;
      await Promise.all(sources.map((source) => source.close?.() ?? Promise.resolve()));
    },
  };
}

/** What each counter grew by between two totals. */
export const grownBetween = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)]),
  );
