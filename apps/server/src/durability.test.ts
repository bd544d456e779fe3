import { join } from 'node:path';
import { describe, expect } from 'vitest';
import type { DatabaseOptions } from '@waggle/db/client';
import { addPlaces, interruptAfter, itWithServers, streamUsers } from './test/durability-kit';
import { migratedPgliteTemplate } from '@waggle/db/test/pglite-template';
import { createTestPostgresDatabase, testEngines } from './test/test-database';
import { signUpUsers, startWriteStream } from './test/write-stream';

type Saved = { userId: number; placeId: number };
const byPair = (a: Saved, b: Saved) => a.userId - b.userId || a.placeId - b.placeId;

/** A migrated database of the engine's for the server processes, and how to drop it. */
async function serverDatabase(engine: 'pglite' | 'postgres', dataDir: string) {
  const baseUrl = process.env.DATABASE_URL;
  if (engine === 'postgres' && baseUrl) {
    const postgres = await createTestPostgresDatabase(baseUrl);
    const options: DatabaseOptions = { engine: 'postgres', url: postgres.url };
    return { options, prepare: options, databaseUrl: postgres.url, drop: postgres.drop };
  }
  // Without DATABASE_URL the server opens the PGlite data directory under DATA_DIR.
  const options: DatabaseOptions = { engine: 'pglite', dataDir: join(dataDir, 'db') };
  const prepare = { ...options, from: await migratedPgliteTemplate() };
  return { options, prepare, databaseUrl: undefined, drop: async () => {} };
}

// docs/operations.md#durability-and-recovery: a crash loses no acknowledged write.
describe.each(testEngines)('a server killed mid-stream [%s]', (engine) => {
  itWithServers(
    'keeps every acknowledged write after SIGKILL and a restart, and none in part',
    async ({ dataDir, startServer, expectStored, report }) => {
      const database = await serverDatabase(engine, dataDir);
      try {
        const placeIds = await addPlaces(database.prepare, 40);
        const first = await startServer(database.databaseUrl);
        const users = await signUpUsers(first.url, streamUsers);
        let inFlightAtKill = 0;
        const stream = startWriteStream({
          users,
          placeIds,
          stopWhenDropped: true,
          onAcknowledged(count) {
            if (count !== interruptAfter) return;
            inFlightAtKill = stream.inFlight();
            void first.kill();
          },
        });
        const record = await stream.run(first.url);
        await first.kill();
        expect(record.failures).toEqual([]);
        expect(inFlightAtKill).toBeGreaterThan(0);
        expect(record.dropped).toBeGreaterThan(0);

        // The restarted server serves what is stored; then the database is read directly.
        const second = await startServer(database.databaseUrl);
        const served = await Promise.all(
          users.map(async (user) => {
            const response = await fetch(`${second.url}/api/users/${user.id}/favorites`, {
              headers: { authorization: `Bearer ${user.token}` },
            });
            const { placeIds: saved } = (await response.json()) as { placeIds: number[] };
            return saved.map((placeId) => ({ userId: user.id, placeId }));
          }),
        );
        await second.stop();
        const userIds = users.map((user) => user.id);
        const stored = await expectStored(database.options, userIds, record);
        expect(served.flat().sort(byPair)).toEqual(
          stored.favouriteRows.map(({ userId, placeId }) => ({ userId, placeId })).sort(byPair),
        );
        report(`${engine}, SIGKILL`, record, `${inFlightAtKill} requests in flight at the kill`);
      } finally {
        await database.drop();
      }
    },
  );
});
