import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@waggle/db/client';
import { rateLimitCounts } from '@waggle/db/schema';
import { openTestDatabase, testEngines } from '../../test/test-database';
import { createRateLimitsRepository, type RateLimitsRepository } from './repository';
import { createSharedCounts } from './shared-counts';

// docs/product.md#rate-limits

const minuteMs = 60_000;
const flushIntervalMs = 20;

describe.each(testEngines)('shared rate-limit counts [%s]', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  /** The real table, with its statements counted, and a switch that makes them fail. */
  function watchedRepository() {
    const real = createRateLimitsRepository(database.db);
    const watch = { down: false, batches: [] as number[][] };
    const repository: RateLimitsRepository = {
      ...real,
      add(counts) {
        watch.batches.push(counts.map((count) => count.count));
        return watch.down ? Promise.reject(new Error('connection refused')) : real.add(counts);
      },
    };
    return { repository, watch };
  }
  const quietLog = () => ({ warn: vi.fn(), info: vi.fn() });
  const stored = async (key: string) =>
    (await database.db.select().from(rateLimitCounts)).filter((row) => row.key === key);

  it('answers calls far from the limit at once and adds them in one statement later', async () => {
    const { repository, watch } = watchedRepository();
    const counts = createSharedCounts(repository, { log: quietLog(), flushIntervalMs });
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await counts.incr('far|a', minuteMs, 1000));
    for (let i = 0; i < 5; i += 1) await counts.incr('far|b', minuteMs, 1000);
    expect(answers.map((answer) => answer.current)).toEqual(answers.map((_, i) => i + 1));
    expect(watch.batches).toEqual([]);

    await vi.waitFor(async () =>
      expect((await stored('far|a')).map((row) => row.count)).toEqual([20]),
    );
    expect(watch.batches).toEqual([[20, 5]]);
    await counts.close();
  });

  it("counts another process's calls once they are sent, waiting for them near the limit", async () => {
    // Sent only when the test says so, or near the limit.
    const openCounts = () =>
      createSharedCounts(createRateLimitsRepository(database.db), {
        log: quietLog(),
        flushIntervalMs: 60_000,
      });
    const [first, second] = [openCounts(), openCounts()];
    const call = (counts: typeof first) => counts.incr('both|a', minuteMs, 100);
    for (let i = 0; i < 30; i += 1) await call(first);
    await first.flush();
    // The second process knows only its own call until it sends it.
    expect((await call(second)).current).toBe(1);
    await second.flush();
    expect((await call(second)).current).toBe(32);

    // A process learns the total when it sends its own calls: until then it may let through,
    // beyond the limit, the calls it gets in one interval.
    for (let i = 0; i < 60; i += 1) await call(first);
    await first.flush();
    expect((await call(second)).current).toBe(33);
    await second.flush();

    // Within the last quarter of the limit each call waits for the table's total.
    const last = [];
    for (let i = 0; i < 10; i += 1) last.push((await call(i % 2 ? first : second)).current);
    expect(last.slice(0, 7)).toEqual([94, 95, 96, 97, 98, 99, 100]);
    // Past it, each process refuses on its own count, without asking.
    expect(last.slice(7).every((current) => current > 100)).toBe(true);
    await Promise.all([first.close(), second.close()]);
  });

  it('counts in the process while the database fails, says so once, and sends the calls when it is back', async () => {
    const { repository, watch } = watchedRepository();
    const log = quietLog();
    const counts = createSharedCounts(repository, { log, flushIntervalMs: 60_000 });
    watch.down = true;
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push((await counts.incr('down|a', minuteMs, 5)).current);
      await counts.flush();
    }
    // Still counted, and refused past the limit, by this process alone.
    expect(answers).toEqual(answers.map((_, i) => i + 1));
    // Each failed statement's calls were kept for the next.
    expect(watch.batches.at(-1)).toEqual([12]);
    expect(log.warn).toHaveBeenCalledTimes(1);

    watch.down = false;
    await counts.incr('down|a', minuteMs, 5);
    await counts.flush();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect((await stored('down|a')).map((row) => row.count)).toEqual([13]);
    await counts.close();
  });

  it('sends the last counts on close, then nothing', async () => {
    const { repository, watch } = watchedRepository();
    const counts = createSharedCounts(repository, { log: quietLog(), flushIntervalMs: 60_000 });
    await counts.incr('close|a', minuteMs, 1000);
    await counts.incr('close|a', minuteMs, 1000);
    await counts.close();
    expect(watch.batches).toEqual([[2]]);
    await counts.incr('close|a', minuteMs, 1000);
    await counts.flush();
    expect(watch.batches).toEqual([[2]]);
  });
});
