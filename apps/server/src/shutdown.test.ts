import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, pingDatabase, type DatabaseEngine } from '@waggle/db/client';
import { migratedPgliteTemplate } from '@waggle/db/test/pglite-template';
import { startProcess } from '../bench/server-process';
import type { Env } from './env';
import { shutDown } from './shutdown';
import { createTestApp } from './test/test-app';
import { testEngines } from './test/test-database';

// docs/operations.md#health-checks-and-shutdown, proven with requests in flight: on a real
// listening server, and on the server's own process sent SIGTERM.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on its own connection, kept alive as a load balancer's would be. */
function get(port: number, path: string): Promise<Answer> {
  const agent = new Agent({ keepAlive: true });
  return new Promise<Answer>((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    call.on('error', reject);
    call.end();
  }).finally(() => agent.destroy());
}

/** Whether a new connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

/** Waits until `condition` holds, checking every 20 ms, for at most `seconds`. */
async function until(condition: () => boolean | Promise<boolean>, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Still not so after ${seconds} s: ${String(condition)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The app on `engine`, listening on a free port, closing its database when it closes (as
 * server.ts has it), with a route that answers, from the database, only once the test lets it.
 * Its DATA_DIR is the test's: the shutdown closes the app and the database.
 */
async function listeningApp(engine: DatabaseEngine, overrides: Partial<Env> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'waggle-shutdown-'));
  const t = await createTestApp(engine, { DATA_DIR: dataDir, ...overrides });
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let entered = 0;
  t.app.addHook('onClose', () => t.database.close());
  t.app.get('/test/slow', async () => {
    entered += 1;
    await answered;
    // The database is still open for the requests in flight.
    await pingDatabase(t.database.db);
    return { finished: true };
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    ...t,
    port: (t.app.server.address() as AddressInfo).port,
    /** How many slow requests have reached their handler. */
    entered: () => entered,
    /** Lets every slow request answer. */
    answer,
    removeDataDir: () => rm(dataDir, { recursive: true, force: true }),
  };
}

describe.each(testEngines)('a shutdown with requests in flight [%s]', (engine) => {
  it('is unready at once, serves through the drain, then refuses connections, finishes the requests and closes the database', async () => {
    const t = await listeningApp(engine);
    const options = { drainSeconds: 1.5, timeoutSeconds: 10 };
    try {
      const slow = Array.from({ length: 3 }, () => get(t.port, '/test/slow'));
      await until(() => t.entered() === 3);
      expect(t.app.shutdown.inFlight).toBe(3);

      const exitCode = shutDown(t.app, options);
      const ready = await get(t.port, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({
        status: 'unready',
        draining: true,
        database: { reachable: true },
      });
      // While it drains the server serves, and asks each kept-alive connection to go.
      const served = await get(t.port, '/api/health');
      expect(served.status).toBe(200);
      expect(served.headers.connection).toBe('close');
      expect((await get(t.port, '/api/health/live')).status).toBe(200);

      await until(() => refused(t.port));
      t.answer();
      for (const answer of await Promise.all(slow)) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ finished: true });
        expect(answer.headers.connection).toBe('close');
      }
      expect(await exitCode).toBe(0);
      await expect(pingDatabase(t.database.db)).rejects.toThrow();
    } finally {
      t.answer();
      await shutDown(t.app, options);
      await t.removeDataDir();
    }
  });
});

describe('a drain that sheds reads (SHUTDOWN_SHED_READS)', () => {
  it('refuses reads with a 503 for the load balancer to send elsewhere, and serves the rest', async () => {
    const t = await listeningApp('pglite', { SHUTDOWN_SHED_READS: true });
    const options = { drainSeconds: 1, timeoutSeconds: 10 };
    try {
      expect((await get(t.port, '/api/locations?limit=1')).status).toBe(200);
      const exitCode = shutDown(t.app, options);
      const shed = await get(t.port, '/api/locations?limit=1');
      expect(shed.status).toBe(503);
      expect(shed.headers.connection).toBe('close');
      expect(JSON.parse(shed.body)).toMatchObject({ error: 'service_unavailable' });
      // The probes still answer, and a call nginx would not send twice is served.
      expect((await get(t.port, '/api/health/live')).status).toBe(200);
      expect((await get(t.port, '/api/health/ready')).status).toBe(503);
      const batch = await t.app.inject({
        method: 'POST',
        url: '/api/locations/batch',
        payload: { ids: [1] },
      });
      expect(batch.statusCode).toBe(200);
      expect(await exitCode).toBe(0);
    } finally {
      await shutDown(t.app, options);
      await t.removeDataDir();
    }
  });
});

describe('a shutdown whose requests outlast the bound', () => {
  it('cuts them, says how many, and ends with exit code 1', async () => {
    const t = await listeningApp('pglite');
    const logError = vi.spyOn(t.app.log, 'error');
    try {
      const stuck = get(t.port, '/test/slow');
      await until(() => t.entered() === 1);
      const exitCode = await shutDown(t.app, { drainSeconds: 0, timeoutSeconds: 0.3 });
      expect(exitCode).toBe(1);
      await expect(stuck).rejects.toThrow(/socket hang up/);
      expect(logError).toHaveBeenCalledWith(
        { cut: 1, timeoutSeconds: 0.3 },
        'cut 1 requests still in progress',
      );
      // Cut, the connections let the app close: its database too.
      await until(() =>
        pingDatabase(t.database.db).then(
          () => false,
          () => true,
        ),
      );
    } finally {
      t.answer();
      await shutDown(t.app, { drainSeconds: 0, timeoutSeconds: 0.3 });
      await t.removeDataDir();
    }
  });
});

/** The server's JSON log lines so far. */
const logLines = (output: string[]) =>
  output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the server process sent SIGTERM with a request in flight', () => {
  it('answers the request, logs its lines with its id, and exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'waggle-shutdown-process-'));
    // A copy of the migrated database: PGlite's initdb in the server would take seconds more.
    const from = await migratedPgliteTemplate();
    await (await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'db'), from })).close();
    const { child, output } = startProcess(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/server.ts'],
      {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        WEB_DIST_DIR: '',
        LOG_LEVEL: 'info',
        FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
        SHUTDOWN_DRAIN_SECONDS: '0.2',
        SHUTDOWN_TIMEOUT_SECONDS: '10',
      },
    );
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const logged = (message: string) => logLines(output).some((line) => line.msg === message);
    try {
      await until(
        () =>
          child.exitCode !== null ||
          logLines(output).some((line) => String(line.msg).startsWith('Server listening at')),
        120,
      );
      const listening = logLines(output).find((line) =>
        String(line.msg).startsWith('Server listening at'),
      );
      const port = Number(/:(\d+)$/.exec(String(listening?.msg))?.[1]);

      // A read whose body is still on its way when the signal comes: a photo on a slow network.
      const requestId = 'slow-phone-1';
      const body = JSON.stringify({ ids: [1, 2, 3] });
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const closed = once(socket, 'close');
      socket.write(
        `POST /api/locations/batch HTTP/1.1\r\nHost: waggle.test\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nX-Request-Id: ${requestId}\r\n\r\n${body.slice(0, 5)}`,
      );
      await until(() => logLines(output).some((line) => line.requestId === requestId));
      child.kill('SIGTERM');
      await until(() =>
        logged('closing: no new connections; waiting for the requests in progress'),
      );
      await until(() => refused(port));
      socket.end(body.slice(5));
      await closed;

      const answer = Buffer.concat(chunks).toString('utf8');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(new RegExp(`^x-request-id: ${requestId}\r$`, 'im'));
      expect(answer).toMatch(/^connection: close\r$/im);
      expect(await exited).toEqual([0, null]);
      // PGlite closed: it let go of its data directory.
      expect(existsSync(join(dataDir, 'db', 'waggle.lock'))).toBe(false);

      const lines = logLines(output);
      const ofRequests = lines.filter((line) => 'req' in line || 'res' in line);
      expect(
        ofRequests.filter((line) => line.requestId === requestId).map((line) => line.msg),
      ).toEqual(['incoming request', 'request completed']);
      expect(ofRequests.every((line) => typeof line.requestId === 'string')).toBe(true);
      expect(lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          'shutting down',
          'draining: unready, connections close after their answer',
          'stopped',
        ]),
      );
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
