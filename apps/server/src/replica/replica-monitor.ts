import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@waggle/db/client';
import { parseLsn, type Lsn } from './lsn';

/** What the server knows of the read replica from its last check. */
export interface ReplicaState {
  /** It answered the last check (or no read has failed on it since). */
  up: boolean;
  /** How long it has been missing a change the primary had; 0 when it has replayed them all. */
  lagSeconds: number;
  /** Where it had replayed the primary's write-ahead log to. */
  replayedLsn: Lsn | undefined;
}

/** Where the two databases' write-ahead logs stand. */
export interface LsnSources {
  /** The primary's current position. */
  primary(): Promise<Lsn | undefined>;
  /** Where the replica has replayed to; undefined when it replays nothing (it is no replica). */
  replica(): Promise<Lsn | undefined>;
}

const lsnRows = z.object({ rows: z.tuple([z.object({ lsn: z.string().nullable() })]) });

async function lsnText(db: Database, query: SQL): Promise<string | undefined> {
  return lsnRows.parse(await db.execute(query)).rows[0].lsn ?? undefined;
}

/** The primary's current WAL position, as PostgreSQL writes it. */
export const currentWalLsn = (primary: Database) =>
  lsnText(primary, sql`select pg_current_wal_lsn()::text as lsn`);

const parsed = (text: string | undefined) => (text === undefined ? undefined : parseLsn(text));

export const sqlLsnSources = (primary: Database, replica: Database): LsnSources => ({
  primary: async () => parsed(await currentWalLsn(primary)),
  replica: async () =>
    parsed(await lsnText(replica, sql`select pg_last_wal_replay_lsn()::text as lsn`)),
});

export interface MonitorOptions {
  log: FastifyBaseLogger;
  /** How often the replica is checked. */
  intervalMs?: number;
  /** How long each database gets to answer a check; a replica slower than this counts as down. */
  timeoutMs?: number;
  now?: () => number;
}

/** A replica stuck for an hour still has its oldest missing change measured; later ones thin out. */
const maxSamples = 3600;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * docs/operations.md#read-replica: checks the replica every second. Its lag is the age of the
 * oldest position the primary had reached that the replica has not replayed yet: measured against
 * the primary's own log, so an idle primary never makes a caught-up replica look behind, and on
 * one clock, the server's.
 */
export function createReplicaMonitor(
  sources: LsnSources,
  { log, intervalMs = 1000, timeoutMs = 1000, now = Date.now }: MonitorOptions,
) {
  let state: ReplicaState = { up: false, lagSeconds: 0, replayedLsn: undefined };
  /** The primary's positions the replica had not replayed when last checked, oldest first. */
  const unreplayed: { at: number; lsn: Lsn }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** What the log last said of it: a line at the first check and at each change after. */
  let logged: 'up' | 'down' | undefined;

  function setDown(reason: string) {
    if (logged !== 'down')
      log.warn({ reason }, 'read replica unavailable: reads go to the primary');
    logged = 'down';
    state = { ...state, up: false };
  }

  async function check(): Promise<void> {
    const at = now();
    // The primary first: a replica that has replayed this position had every change made before.
    const primaryLsn = await within(sources.primary(), timeoutMs).catch(() => undefined);
    let replayedLsn: Lsn | undefined;
    try {
      replayedLsn = await within(sources.replica(), timeoutMs);
    } catch (error) {
      if (!stopped) setDown((error as Error).message);
      return;
    }
    if (stopped) return;
    if (replayedLsn === undefined) {
      setDown('it replays no write-ahead log: is DATABASE_READ_URL a replica?');
      return;
    }
    const newest = unreplayed.at(-1);
    if (primaryLsn !== undefined && (!newest || primaryLsn > newest.lsn)) {
      unreplayed.push({ at, lsn: primaryLsn });
      if (unreplayed.length > maxSamples) unreplayed.splice(1, 1);
    }
    while (unreplayed[0] && unreplayed[0].lsn <= replayedLsn) unreplayed.shift();
    const oldest = unreplayed[0];
    const lagSeconds = oldest ? Math.max(0, now() - oldest.at) / 1000 : 0;
    if (logged !== 'up') log.info({ lagSeconds }, 'read replica available');
    logged = 'up';
    state = { up: true, lagSeconds, replayedLsn };
  }

  async function loop() {
    await check();
    if (stopped) return;
    timer = setTimeout(() => void loop(), intervalMs);
    timer.unref();
  }

  return {
    /** Checks now, then every interval; the timer never keeps the process alive. */
    start: () => void loop(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    check,
    state: (): ReplicaState => state,
    /** A read just failed to reach it: reads go to the primary until a check finds it again. */
    markDown: () => setDown('a read could not reach it'),
  };
}
export type ReplicaMonitor = ReturnType<typeof createReplicaMonitor>;
