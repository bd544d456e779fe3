import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { inject, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import { startServer, type ServerProcess } from '../../bench/server-process';
import {
  expectAcknowledgedWrites,
  expectNothingPartial,
  readStoredWrites,
  type StoredWrites,
} from './stored-writes';
import type { StreamRecord } from './write-stream';

// The durability tests' shared set-up (docs/operations.md#durability-and-recovery).

/** Acknowledged writes before the kill or the stop: the other users' requests are in flight then. */
export const interruptAfter = 24;
/**
 * A test's limit: it starts real server processes, up to two, which beside the rest of `npm test`
 * on two cores took over 20 s each to be ready.
 */
const durabilityTimeoutMs = 240_000;
/** The stream's users, each writing one request at a time. */
export const streamUsers = 4;

/** What a durability test works with; afterwards its servers are killed and its folder removed. */
interface ServerRun {
  /** Its DATA_DIR: the servers' uploads, and PGlite's files under `db/`. */
  dataDir: string;
  /** The real server on this DATA_DIR, on PostgreSQL when given its URL, else on PGlite. */
  startServer: (databaseUrl?: string) => Promise<ServerProcess>;
  /** Opens the database and checks the stream's writes against it; resolves with what it read. */
  expectStored: (
    options: DatabaseOptions,
    userIds: number[],
    record: StreamRecord,
  ) => Promise<StoredWrites>;
  /** Prints what the test did and how long it took (`npm test`'s output keeps it). */
  report: (what: string, record: StreamRecord, more: string) => void;
}

/** A test that starts real server processes: a limit to match, and their clean-up. */
export function itWithServers(name: string, body: (run: ServerRun) => Promise<void>) {
  it(
    name,
    async () => {
      const started = performance.now();
      const dataDir = await mkdtemp(join(tmpdir(), 'waggle-durability-'));
      const servers: ServerProcess[] = [];
      try {
        await body({
          dataDir,
          async startServer(databaseUrl) {
            const server = await startServer(serverEnv(dataDir, databaseUrl));
            servers.push(server);
            return server;
          },
          expectStored: (options, userIds, record) =>
            expectStreamStored(options, dataDir, userIds, record),
          report(what, record, more) {
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            console.info(`Durability, ${what}: ${seconds} s; ${countsOf(record)}; ${more}`);
          },
        });
      } finally {
        await Promise.all(servers.map((server) => server.kill()));
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    durabilityTimeoutMs,
  );
}

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
export async function addPlaces(options: DatabaseOptions, count: number): Promise<number[]> {
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

/** Opens the database and checks the stream's writes against it; resolves with what it read. */
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

/** How many of the stream's writes were acknowledged and how many not, in words. */
function countsOf(record: StreamRecord): string {
  const acknowledged = record.favourites.acknowledged.length + record.reviews.acknowledged.length;
  const unanswered = record.favourites.unknown.length + record.reviews.unknown.length;
  return `${acknowledged} writes acknowledged, ${unanswered} not`;
}
