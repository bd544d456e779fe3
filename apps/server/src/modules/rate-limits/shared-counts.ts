import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitsRepository, WindowCount } from './repository';

/** A caller's count in its bucket's window, and the ms until the window ends. */
export interface CountedCall {
  current: number;
  ttl: number;
}

export interface SharedCountsOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** How long this process's calls are counted before they go to the table together. */
  flushIntervalMs?: number;
  /** How long a call near its limit waits for the table's total before answering without it. */
  nearLimitWaitMs?: number;
}

/** One key's current window as this process sees it. */
interface Entry {
  windowStart: number;
  windowMs: number;
  /** The table's total the last time this process added to it (its own calls included). */
  total: number;
  /** Calls on their way to the table. */
  sending: number;
  /** Calls not yet sent. */
  pending: number;
}

const counted = (entry: Entry) => entry.total + entry.sending + entry.pending;

/**
 * Near its limit, a call waits for every process's count (the last quarter, or 10 calls): wide
 * enough that the calls other processes took in one interval, unseen here, rarely span it
 * (bench:cluster: with the last tenth, one person's 4 parallel calls through two processes got
 * 12 past a limit of 600).
 */
const nearLimit = (current: number, max: number) => max - current < Math.max(10, max / 4);

const cleanupIntervalMs = 60_000;

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * docs/product.md#rate-limits: counts kept in the database, so they hold across server processes.
 * A call is answered from this process's own count plus the total it last read; the calls
 * counted meanwhile are added to the table in one statement every `flushIntervalMs`, or at once
 * when a key nears its limit (the call then waits for the table's total). So a process may let
 * through, beyond the limit, at most what the others counted in one interval. While the
 * database does not answer, each process counts on its own (said once in the log).
 */
export function createSharedCounts(
  repository: RateLimitsRepository,
  { log, flushIntervalMs = 250, nearLimitWaitMs = 500 }: SharedCountsOptions,
) {
  const entries = new Map<string, Entry>();
  let reachable = true;
  let closed = false;
  /** Closed and the last counts sent: nothing more reaches the database. */
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  async function send(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (done) return;
    const batch = [...entries].filter(([, entry]) => entry.pending > 0);
    if (batch.length === 0) return;
    const counts: WindowCount[] = batch.map(([key, entry]) => {
      entry.sending = entry.pending;
      entry.pending = 0;
      return { key, windowStart: entry.windowStart, count: entry.sending };
    });
    try {
      const totals = new Map(
        (await repository.add(counts)).map((row) => [`${row.key}@${row.windowStart}`, row.count]),
      );
      for (const [key, entry] of batch) {
        entry.total = totals.get(`${key}@${entry.windowStart}`) ?? entry.total + entry.sending;
        entry.sending = 0;
      }
      if (!reachable) log.info('rate limits: counted in the database again');
      reachable = true;
    } catch (error) {
      for (const [, entry] of batch) {
        entry.pending += entry.sending;
        entry.sending = 0;
      }
      if (reachable) {
        log.warn(
          { err: error },
          'rate limits: counted in this process only until the database answers',
        );
      }
      reachable = false;
    }
  }

  /** Sends the pending counts; while a send runs, the next one waits for it and takes all since. */
  function flush(): Promise<void> {
    if (!running) {
      running = send().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return flush();
    });
    return queued;
  }

  function entryFor(key: string, windowMs: number, now: number): Entry {
    const windowStart = now - (now % windowMs);
    const entry = entries.get(key);
    if (entry?.windowStart === windowStart) return entry;
    const fresh = { windowStart, windowMs, total: 0, sending: 0, pending: 0 };
    entries.set(key, fresh);
    return fresh;
  }

  /** Forgets the windows that are over, here and in the table. */
  async function cleanUp() {
    const now = Date.now();
    let longestMs = 0;
    for (const [key, entry] of entries) {
      longestMs = Math.max(longestMs, entry.windowMs);
      if (entry.windowStart + entry.windowMs <= now && entry.sending === 0) entries.delete(key);
    }
    if (longestMs > 0 && reachable) {
      await repository.forgetBefore(now - 2 * longestMs).catch(() => undefined);
    }
  }
  const cleanupTimer = setInterval(() => void cleanUp(), cleanupIntervalMs).unref();

  return {
    /** Counts a call in `key`'s window of `windowMs` (clock-aligned) and says where it stands. */
    async incr(key: string, windowMs: number, max: number): Promise<CountedCall> {
      const now = Date.now();
      const entry = entryFor(key, windowMs, now);
      entry.pending += 1;
      const answer = () => ({ current: counted(entry), ttl: entry.windowStart + windowMs - now });
      const current = counted(entry);
      if (closed || !reachable || current > max || !nearLimit(current, max)) {
        if (!closed) timer ??= setTimeout(() => void flush(), flushIntervalMs).unref();
        return answer();
      }
      await Promise.race([flush(), delay(nearLimitWaitMs)]);
      return answer();
    },

    /** Sends the pending counts now. */
    flush,

    /** Stops counting in the table: the last counts are sent, and nothing after. */
    async close() {
      closed = true;
      clearInterval(cleanupTimer);
      if (reachable) await Promise.race([flush(), delay(nearLimitWaitMs)]);
      done = true;
      clearTimeout(timer);
    },
  };
}
