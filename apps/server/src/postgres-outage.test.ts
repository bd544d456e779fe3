import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect } from 'vitest';
import type { DatabaseOptions } from '@waggle/db/client';
import { addPlaces, interruptAfter, itWithServers, streamUsers } from './test/durability-kit';
import { startThrowawayPostgres, throwawayPostgresMissing } from './test/throwaway-postgres';
import { signUpUsers, startWriteStream } from './test/write-stream';

/** Writes acknowledged after PostgreSQL is back, before the stream ends. */
const afterReturn = 12;

if (throwawayPostgresMissing) {
  console.warn(
    `SKIPPED: the PostgreSQL immediate-stop test needs a cluster of its own. ${throwawayPostgresMissing}.`,
  );
}

// docs/operations.md#durability-and-recovery: the server outlives its database's crash.
describe.skipIf(throwawayPostgresMissing !== null)('PostgreSQL stopped at once mid-stream', () => {
  itWithServers(
    'answers JSON 503s while it is down, then recovers, losing no acknowledged write',
    async ({ startServer, expectStored, report }) => {
      const postgres = await startThrowawayPostgres();
      const options: DatabaseOptions = { engine: 'postgres', url: postgres.url };
      try {
        const placeIds = await addPlaces(options, 200);
        const server = await startServer(postgres.url);
        const users = await signUpUsers(server.url, streamUsers);
        let acknowledged = 0;
        let returnedAt = Infinity;
        let outage: Promise<{ health: number; downMs: number }> | undefined;
        const stream = startWriteStream({
          users,
          placeIds,
          stopWhenDropped: false,
          onAcknowledged(count) {
            acknowledged = count;
            if (count === interruptAfter) {
              outage = (async () => {
                const stopped = performance.now();
                await postgres.stopImmediately();
                const failuresBefore = stream.record.failures.length;
                const health = (await fetch(`${server.url}/api/health`)).status;
                // Down long enough for every user's next writes to be refused.
                while (stream.record.failures.length < failuresBefore + streamUsers * 2) {
                  await sleep(20);
                }
                await postgres.start();
                returnedAt = acknowledged;
                return { health, downMs: performance.now() - stopped };
              })();
            }
            if (count >= returnedAt + afterReturn) stream.stop();
          },
        });
        const record = await stream.run(server.url);
        const down = await outage;
        await server.stop();

        expect(down?.health).toBe(503);
        expect(acknowledged).toBeGreaterThanOrEqual(returnedAt + afterReturn);
        expect(record.dropped).toBe(0);
        expect(record.failures.length).toBeGreaterThanOrEqual(streamUsers * 2);
        for (const failure of record.failures) {
          expect(failure.status).toBe(503);
          expect(JSON.parse(failure.body)).toMatchObject({ error: 'service_unavailable' });
          // Well before the native apps give up on a call (docs/product.md#api-calls).
          expect(failure.ms).toBeLessThan(15_000);
        }
        await expectStored(
          options,
          users.map((user) => user.id),
          record,
        );
        const slowest = Math.max(...record.failures.map((failure) => failure.ms));
        report(
          'PostgreSQL immediate stop',
          record,
          `down ${Math.round(down?.downMs ?? 0)} ms, ${record.failures.length} requests ` +
            `answered 503 meanwhile, the slowest in ${Math.round(slowest)} ms`,
        );
      } finally {
        await postgres.destroy();
      }
    },
  );
});
