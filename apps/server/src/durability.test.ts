import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import { startServer } from '../bench/server-process';
import {
  expectAcknowledgedWrites,
  expectNothingPartial,
  readStoredWrites,
} from './test/stored-writes';
import { createTestPostgresDatabase, migratedPgliteDump, testEngines } from './test/test-database';
import { startThrowawayPostgres, throwawayPostgresMissing } from './test/throwaway-postgres';
import { signUpUsers, startWriteStream, type StreamRecord } from './test/write-stream';

// docs/operations.md#durability-and-recovery: what these tests prove.

/** Acknowledged writes before the kill: the other users' requests are in flight then. */
const killAfter = 24;
const streamUsers = 4;
/** Writes acknowledged after PostgreSQL is back, before the stream ends. */
const afterReturn = 12;

const timings: string[] = [];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
afterAll(() => {
  if (timings.length) console.info(`Durability tests:\n  ${timings.join('\n  ')}`);
});

/** The real server on the Auth emulator, with room for the stream's writes and uploads. */
const serverEnv = (dataDir: string, databaseUrl?: string) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  UPLOADS_PER_USER_PER_DAY: '1000',
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
});

/**
 * Opens the database, adds the places the stream writes on (a user takes one a round, and moves
 * on after a refusal too), closes it; returns their ids.
 */
async function addPlaces(options: DatabaseOptions, count: number): Promise<number[]> {
  const database = await openDatabase(options);
  try {
    const values = Array.from({ length: count }, (_, n) => ({
      name: `Dog park ${n}`,
      category: 'park' as const,
      lat: 52.5 + n / 1000,
      lng: 13.4,
    }));
    const rows = await database.db.insert(places).values(values).returning({ id: places.id });
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

/** Reads the database and checks the stream's writes against it. */
async function expectStreamStored(
  options: DatabaseOptions,
  dataDir: string,
  userIds: number[],
  record: StreamRecord,
) {
  const database = await openDatabase(options);
  try {
    const stored = await readStoredWrites(database.db, userIds);
    expectAcknowledgedWrites(stored, record);
    expectNothingPartial(stored, dataDir);
    return stored;
  } finally {
    await database.close();
  }
}

const counts = (record: StreamRecord) => {
  const acknowledged = record.favourites.acknowledged.length + record.reviews.acknowledged.length;
  const unanswered = record.favourites.unknown.length + record.reviews.unknown.length;
  return `${acknowledged} writes acknowledged, ${unanswered} not`;
};

describe.each(testEngines)('a server killed mid-stream [%s]', (engine) => {
  it('keeps every acknowledged write after SIGKILL and a restart, and none in part', async () => {
    const started = performance.now();
    const dataDir = await mkdtemp(join(tmpdir(), 'waggle-durability-'));
    const baseUrl = process.env.DATABASE_URL;
    const postgres =
      engine === 'postgres' && baseUrl ? await createTestPostgresDatabase(baseUrl) : null;
    // Without DATABASE_URL the server opens the PGlite data directory under DATA_DIR.
    const options: DatabaseOptions = postgres
      ? { engine: 'postgres', url: postgres.url }
      : { engine: 'pglite', dataDir: join(dataDir, 'db') };
    try {
      const placeIds = await addPlaces(
        options.engine === 'pglite' ? { ...options, from: await migratedPgliteDump() } : options,
        40,
      );
      const env = serverEnv(dataDir, postgres?.url);
      const first = await startServer(env);
      const users = await signUpUsers(first.url, streamUsers);
      let inFlightAtKill = 0;
      const stream = startWriteStream({
        users,
        placeIds,
        stopWhenDropped: true,
        onAcknowledged(count) {
          if (count !== killAfter) return;
          inFlightAtKill = stream.inFlight();
          void first.kill();
        },
      });
      const streamStarted = performance.now();
      const record = await stream.run(first.url);
      const streamTime = seconds(streamStarted);
      await first.kill();
      expect(record.failures).toEqual([]);
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(record.dropped).toBeGreaterThan(0);

      // The restarted server serves what is stored, then the database is read directly.
      const second = await startServer(env);
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
      const stored = await expectStreamStored(
        options,
        dataDir,
        users.map((user) => user.id),
        record,
      );
      type Saved = { userId: number; placeId: number };
      const byPair = (a: Saved, b: Saved) => a.userId - b.userId || a.placeId - b.placeId;
      expect(served.flat().sort(byPair)).toEqual(
        stored.favouriteRows.map(({ userId, placeId }) => ({ userId, placeId })).sort(byPair),
      );
      timings.push(
        `${engine}, SIGKILL: ${seconds(started)} (stream ${streamTime}); ${counts(record)}, ` +
          `${inFlightAtKill} requests in flight at the kill`,
      );
    } finally {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

if (throwawayPostgresMissing) {
  console.warn(
    `SKIPPED: the PostgreSQL immediate-stop test needs a cluster of its own. ${throwawayPostgresMissing}.`,
  );
}

describe.skipIf(throwawayPostgresMissing !== null)('PostgreSQL stopped at once mid-stream', () => {
  it('answers JSON 503s while it is down, then recovers, losing no acknowledged write', async () => {
    const started = performance.now();
    const postgres = await startThrowawayPostgres();
    const dataDir = await mkdtemp(join(tmpdir(), 'waggle-durability-'));
    const options: DatabaseOptions = { engine: 'postgres', url: postgres.url };
    try {
      const placeIds = await addPlaces(options, 200);
      const server = await startServer(serverEnv(dataDir, postgres.url));
      const users = await signUpUsers(server.url, streamUsers);
      let acknowledged = 0;
      let returnedAt = Infinity;
      let outage: Promise<{ health: number; downFor: string }> | undefined;
      const stream = startWriteStream({
        users,
        placeIds,
        stopWhenDropped: false,
        onAcknowledged(count) {
          acknowledged = count;
          if (count === killAfter) {
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
              return { health, downFor: seconds(stopped) };
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
        expect(failure.ms).toBeLessThan(5_000);
      }
      await expectStreamStored(
        options,
        dataDir,
        users.map((user) => user.id),
        record,
      );
      timings.push(
        `PostgreSQL immediate stop: ${seconds(started)}; down ${down?.downFor}; ${counts(record)}, ` +
          `${record.failures.length} answered 503 (slowest ${Math.round(Math.max(...record.failures.map((f) => f.ms)))} ms)`,
      );
    } finally {
      await postgres.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
