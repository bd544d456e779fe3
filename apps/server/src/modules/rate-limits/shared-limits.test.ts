import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@waggle/shared/api-error';
import type { Env } from '../../env';
import { testEngines } from '../../test/test-database';
import { createTwoTestApps } from '../../test/two-processes';

// docs/product.md#rate-limits: with several server processes on one database.

const minuteMs = 60_000;

describe.each(testEngines)('rate limits across two server processes [%s]', (engine) => {
  let two: Awaited<ReturnType<typeof createTwoTestApps>>;
  afterEach(async () => {
    vi.useRealTimers();
    await two.close();
  });

  const start = async (overrides: Partial<Env>) => {
    two = await createTwoTestApps(engine, { RATE_LIMIT_READS_PER_MINUTE: 4, ...overrides });
    return [two.first.app, two.second.app] as const;
  };
  const batchRead = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/api/locations/batch', payload: { ids: [1] } });
  /** Calls alternating between the two processes, as a load balancer sends them. */
  const alternate = async (apps: readonly [FastifyInstance, FastifyInstance], calls: number) => {
    const answers = [];
    for (let i = 0; i < calls; i += 1) answers.push(await batchRead(apps[i % 2 ? 1 : 0]));
    return answers;
  };
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

  it('refuses calls once the limit is reached in total, with the same 429 as one process', async () => {
    const apps = await start({ RATE_LIMIT_STORE: 'database' });
    const answers = await alternate(apps, 8);
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    const [refused] = answers.slice(4);
    const error = apiErrorSchema.parse(refused?.json());
    expect(error.error).toBe('rate_limited');
    expect(error.message).toMatch(
      /^Too many requests: at most 4 reads a minute\. Try again in \d+ seconds?\.$/,
    );
    expect(refused?.headers['x-ratelimit-limit']).toBe('4');
    expect(refused?.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The allowed calls said how many were left, across both processes.
    expect(answers.slice(0, 4).map((a) => a.headers['x-ratelimit-remaining'])).toEqual([
      '3',
      '2',
      '1',
      '0',
    ]);
  });

  it('with RATE_LIMIT_STORE=memory, counts in each process on its own', async () => {
    const apps = await start({ RATE_LIMIT_STORE: 'memory' });
    expect(statuses(await alternate(apps, 10))).toEqual([...Array<number>(8).fill(200), 429, 429]);
  });

  it('counts in each process, failing no call, while the table cannot be written', async () => {
    const apps = await start({ RATE_LIMIT_STORE: 'database', RATE_LIMIT_READS_PER_MINUTE: 3 });
    await two.first.database.db.execute(sql`alter table rate_limit_counts rename to elsewhere`);
    const [first, second] = apps;
    expect(statuses(await alternate([first, first], 4))).toEqual([200, 200, 200, 429]);
    expect(statuses(await alternate([second, second], 4))).toEqual([200, 200, 200, 429]);
  });

  it("starts every process's count again with the next minute", async () => {
    // Half a minute into a minute of the clock: the refusal says to wait the other half.
    const minute = Math.ceil(Date.now() / minuteMs) * minuteMs;
    vi.useFakeTimers({ toFake: ['Date'], now: minute + 30_000 });
    const apps = await start({ RATE_LIMIT_STORE: 'database', RATE_LIMIT_READS_PER_MINUTE: 2 });
    const answers = await alternate(apps, 3);
    expect(statuses(answers)).toEqual([200, 200, 429]);
    expect(answers.at(-1)?.headers['retry-after']).toBe('30');

    vi.setSystemTime(minute + minuteMs);
    expect(statuses(await alternate(apps, 3))).toEqual([200, 200, 429]);
  });
});
