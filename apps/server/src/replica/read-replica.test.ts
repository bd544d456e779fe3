import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '@waggle/db/client';
import { openReadReplica, type ReadReplicaHandle } from '@waggle/db/read-replica';
import { announcements, places, reviews } from '@waggle/db/schema';
import { lsnPattern } from '@waggle/shared/api/read-after';
import type { ReviewPage } from '@waggle/shared/reviews';
import { insertPlace } from '../test/admin-test-kit';
import { bearer, createEmulatorUser, type EmulatorUser } from '../test/auth-emulator-client';
import { databaseUrl } from '../test/postgres-admin';
import { syncUser } from '../test/sync-user';
import { createTestApp, type TestApp } from '../test/test-app';
import { createReadRouter } from './read-router';
import { createReplicaMonitor, sqlLsnSources } from './replica-monitor';

// docs/architecture.md#which-database-a-server-test-runs-on: DATABASE_READ_URL names the replica
// cluster of DATABASE_URL's; each test database, made on the primary, is read there by its name.
const primaryUrl = process.env.DATABASE_URL;
const replicaClusterUrl = process.env.DATABASE_READ_URL;
const withReplica = Boolean(primaryUrl && replicaClusterUrl);
if (!withReplica) {
  console.warn(
    '\n*** SKIPPED: the read replica tests (apps/server/src/replica/read-replica.test.ts) need ' +
      'DATABASE_URL and DATABASE_READ_URL, a streaming replica of that PostgreSQL (any database ' +
      'name). .ci/run makes one; docs/architecture.md#which-database-a-server-test-runs-on says how. ***\n',
  );
}

/** The test database `name` on the replica, once replication has created it there. */
async function openReplicaOf(
  name: string,
  clusterUrl = replicaClusterUrl ?? '',
): Promise<ReadReplicaHandle> {
  const url = databaseUrl(clusterUrl, name);
  await vi.waitFor(
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
    },
    { timeout: 10_000, interval: 50 },
  );
  return openReadReplica(url, 2);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A TCP proxy to the replica that can hold its answers and then go away, as a replica's server
 * does when it stops or its machine drops off the network.
 */
async function replicaProxy(target: URL) {
  const sockets = new Set<Socket>();
  let holding = false;
  let heldQuery: (() => void) | undefined;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => {
      upstream.write(chunk);
      if (holding) heldQuery?.();
    });
    upstream.on('data', (chunk) => {
      if (!holding) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    /** Answers nothing from now on; resolves once a query has been sent on to the replica. */
    hold: () =>
      new Promise<void>((resolve) => {
        holding = true;
        heldQuery = resolve;
      }),
    /** The replica's server goes away: every connection to it is cut, and no new one opens. */
    async cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
      await once(server, 'close');
    },
  };
}

const lastCounts = (t: TestApp) => {
  const { readsOnReplica, readsOnPrimary } = t.app.databaseReads.status();
  return { readsOnReplica, readsOnPrimary };
};

/** The reads made since `before`, by where they went. */
const readsSince = (t: TestApp, before: ReturnType<typeof lastCounts>) => {
  const now = lastCounts(t);
  return {
    replica: now.readsOnReplica - before.readsOnReplica,
    primary: now.readsOnPrimary - before.readsOnPrimary,
  };
};

/** Sees on the replica's side the row the primary wrote last (replication is a moment behind). */
const replayed = (replica: ReadReplicaHandle, placeId: number) =>
  vi.waitFor(
    async () => {
      const rows = await replica.db
        .select()
        .from(places)
        .where(sql`${places.id} = ${placeId}`);
      expect(rows).toHaveLength(1);
    },
    { timeout: 5000, interval: 20 },
  );

describe.runIf(withReplica)('reads from a streaming replica [postgres]', () => {
  let t: TestApp;
  let replica: ReadReplicaHandle | undefined;
  let databaseName = '';
  let placeId: number;
  let author: EmulatorUser;

  beforeAll(async () => {
    t = await createTestApp(
      'postgres',
      {},
      {
        replica: async (name) => {
          databaseName = name;
          replica = await openReplicaOf(name);
          return replica;
        },
      },
    );
    placeId = await insertPlace(t.database.db, { lat: 51.5, lng: -0.1 });
    await t.database.db.insert(announcements).values({
      title: 'Hello',
      content: 'From the primary',
      publishedAt: new Date(Date.now() - 60_000),
      status: 'active',
    });
    author = await createEmulatorUser();
    await syncUser(t.app, author);
    if (replica) await replayed(replica, placeId);
    await vi.waitFor(() => expect(t.app.databaseReads.status().up).toBe(true), { timeout: 5000 });
  });
  afterAll(() => t.close());

  const publicReads = () => [
    '/api/locations?lat=51.5&lng=-0.1&radiusKm=5',
    '/api/locations?limit=5',
    `/api/locations/${placeId}`,
    `/api/locations/${placeId}/reviews`,
    '/motd/messages.json',
  ];

  it('serves the public reads from the replica, whoever asks', async () => {
    const before = lastCounts(t);
    for (const headers of [{}, bearer(author)]) {
      for (const url of publicReads()) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['waggle-write-lsn']).toBeUndefined();
      }
    }
    expect(readsSince(t, before)).toEqual({ replica: 10, primary: 0 });
    // A POST that only reads names no change.
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/locations/batch',
      payload: { ids: [placeId] },
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['waggle-write-lsn']).toBeUndefined();
    // The replica's server ran them: its pool's connections there last read the announcements.
    const replicaServer = new pg.Client({ connectionString: replicaClusterUrl });
    await replicaServer.connect();
    try {
      const { rows } = await replicaServer.query<{ standby: boolean; readers: number }>(
        `select pg_is_in_recovery() as standby, count(*)::int as readers from pg_stat_activity
         where datname = $1 and application_name = 'waggle-reads' and query like '%"announcements"%'`,
        [databaseName],
      );
      expect(rows[0]?.standby).toBe(true);
      expect(rows[0]?.readers).toBeGreaterThanOrEqual(1);
    } finally {
      await replicaServer.end();
    }
  });

  it("shows the replica's reads, lag and pool in the metrics", async () => {
    await t.app.inject('/api/locations?limit=5');
    const text = (await t.app.inject('/metrics')).body;
    expect(text).toMatch(/^waggle_replica_up 1$/m);
    expect(text).toMatch(/^waggle_replica_lag_seconds \d/m);
    expect(Number(/^waggle_db_reads_total\{target="replica"\} (\d+)$/m.exec(text)?.[1])).toBe(
      t.app.databaseReads.status().readsOnReplica,
    );
    expect(text).toMatch(/^waggle_db_pool_connections\{pool="replica",state="idle"\} \d+$/m);
  });

  it('makes changes on the primary, and reads after them from the replica only once it has them', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/locations/${placeId}/reviews`,
      headers: bearer(author),
      payload: { rating: 4, text: 'Shady paths' },
    });
    expect(saved.statusCode).toBe(201);
    const lsn = String(saved.headers['waggle-write-lsn']);
    expect(lsn).toMatch(lsnPattern);
    expect(await t.database.db.select().from(reviews)).toHaveLength(1);

    const reviewsAfter = async (readAfter: string) => {
      const res = await t.app.inject({
        url: `/api/locations/${placeId}/reviews`,
        headers: { 'waggle-read-after': readAfter },
      });
      expect(res.statusCode).toBe(200);
      return res.json<ReviewPage>().reviews.map((review) => review.text);
    };
    // At once, from whichever side has it.
    expect(await reviewsAfter(lsn)).toEqual(['Shady paths']);
    // A change the replica has not replayed: the primary.
    let before = lastCounts(t);
    expect(await reviewsAfter('FFFFFFFF/FFFFFFFF')).toEqual(['Shady paths']);
    expect(readsSince(t, before)).toEqual({ replica: 0, primary: 1 });
    // Once the replica has replayed the review, the replica.
    await vi.waitFor(
      async () => {
        before = lastCounts(t);
        expect(await reviewsAfter(lsn)).toEqual(['Shady paths']);
        expect(readsSince(t, before)).toEqual({ replica: 1, primary: 0 });
      },
      { timeout: 5000, interval: 100 },
    );
    // A failed change names no position.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/locations/999999/reviews',
      headers: bearer(author),
      payload: { rating: 4 },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['waggle-write-lsn']).toBeUndefined();
  });

  it('runs the replica side on the replica server and reports no lag for a caught-up one', async () => {
    if (!replica) throw new Error('no replica');
    const monitor = createReplicaMonitor(sqlLsnSources(t.database.db, replica.db), {
      log: t.app.log,
    });
    await monitor.check();
    expect(monitor.state().up).toBe(true);
    expect(monitor.state().lagSeconds).toBeLessThan(1);
    const router = createReadRouter(t.database.db, {
      side: replica.db,
      monitor,
      maxLagSeconds: 10,
    });
    const serverRow = z.object({
      rows: z.tuple([z.object({ standby: z.boolean(), name: z.string() })]),
    });
    const server = async (db: Database) =>
      serverRow.parse(
        await db.execute(
          sql`select pg_is_in_recovery() as standby, current_setting('application_name') as name`,
        ),
      ).rows[0];
    expect(await router.read(undefined, server)).toEqual({ standby: true, name: 'waggle-reads' });
    expect(await router.read(2n ** 63n, server)).toMatchObject({ standby: false });
  });
});

describe.runIf(withReplica)('a replica whose server goes away [postgres]', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof replicaProxy>>;
  let placeId: number;

  beforeAll(async () => {
    proxy = await replicaProxy(new URL(replicaClusterUrl ?? ''));
    let replica: ReadReplicaHandle | undefined;
    t = await createTestApp(
      'postgres',
      {},
      {
        replica: async (name) => {
          replica = await openReplicaOf(name, proxy.url);
          return replica;
        },
      },
    );
    placeId = await insertPlace(t.database.db, { lat: 51.5, lng: -0.1 });
    if (replica) await replayed(replica, placeId);
    await vi.waitFor(() => expect(t.app.databaseReads.status().up).toBe(true), { timeout: 5000 });
  });
  afterAll(() => t.close());

  it('fails no read: one in flight is read again from the primary, the next ones go there', async () => {
    let before = lastCounts(t);
    expect((await t.app.inject(`/api/locations/${placeId}`)).statusCode).toBe(200);
    expect(readsSince(t, before)).toEqual({ replica: 1, primary: 0 });

    before = lastCounts(t);
    const sent = proxy.hold();
    const inFlight = t.app.inject(`/api/locations/${placeId}`);
    await sent;
    await proxy.cut();
    expect((await inFlight).statusCode).toBe(200);
    expect(readsSince(t, before)).toEqual({ replica: 0, primary: 1 });
    expect(t.app.databaseReads.status().up).toBe(false);

    before = lastCounts(t);
    expect((await t.app.inject(`/api/locations/${placeId}/reviews`)).statusCode).toBe(200);
    expect(readsSince(t, before)).toEqual({ replica: 0, primary: 1 });
  });
});

describe.runIf(primaryUrl)('a replica out of reach [postgres]', () => {
  let t: TestApp;

  beforeAll(async () => {
    const port = await closedPort();
    t = await createTestApp(
      'postgres',
      {},
      {
        replica: (name) =>
          Promise.resolve(openReadReplica(`postgres://waggle:waggle@127.0.0.1:${port}/${name}`, 2)),
      },
    );
  });
  afterAll(() => t.close());

  it('leaves every read to the primary, without an error', async () => {
    const placeId = await insertPlace(t.database.db, { lat: 51.5, lng: -0.1 });
    for (const url of [`/api/locations/${placeId}`, '/motd/messages.json']) {
      expect((await t.app.inject(url)).statusCode).toBe(200);
    }
    expect(t.app.databaseReads.status()).toMatchObject({
      up: false,
      readsOnReplica: 0,
      readsOnPrimary: 2,
    });
  });

  it('reads again from the primary when a replica it thought up refuses the connection', async () => {
    const gone = openReadReplica(`postgres://waggle:waggle@127.0.0.1:${await closedPort()}/x`, 1);
    try {
      const monitor = {
        state: () => ({ up: true, lagSeconds: 0, replayedLsn: 0n }),
        markDown: vi.fn(),
      };
      const router = createReadRouter(t.database.db, { side: gone.db, monitor, maxLagSeconds: 10 });
      await expect(router.read(undefined, (db) => db.execute(sql`select 1`))).resolves.toBeTruthy();
      expect(monitor.markDown).toHaveBeenCalledOnce();
      expect(router.status()).toMatchObject({ readsOnReplica: 0, readsOnPrimary: 1 });
    } finally {
      await gone.close();
    }
  });
});
