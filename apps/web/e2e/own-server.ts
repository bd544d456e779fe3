import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { authEmulatorEndpoint } from '@waggle/shared/api/auth';
import { freePort } from '../../../scripts/free-port';
import { seedFile } from './fixtures/places';

const root = resolve(import.meta.dirname, '../../..');

/** A server a test may stop: its address, how to stop it and start it again, and how to end it. */
interface OwnServer {
  baseURL: string;
  /** Stops the server; its data stays for `start`. */
  stop(): Promise<void>;
  /** Starts the stopped server again, on the same address and data. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

async function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const code = await exited(
    spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

async function waitUntilHealthy(baseURL: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server at ${baseURL} was not healthy within ${timeoutMs} ms`);
}

/**
 * A server of the test's own, started as playwright.config.ts starts the suite's (the production
 * build, the suite's places) on a port and data directory of its own, for a test that stops it:
 * the suite's server keeps serving the others. It signs in against the suite's Auth emulator,
 * which the suite's server names to `suite`: a second emulator would cost the test ten seconds.
 */
export async function startOwnServer(suite: APIRequestContext): Promise<OwnServer> {
  const emulator = authEmulatorEndpoint.response.parse(
    await (await suite.get(authEmulatorEndpoint.path)).json(),
  );
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'waggle-e2e-own-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulator.port}`,
    FIREBASE_PROJECT_ID: emulator.projectId,
  };
  const seedPath = join(dataDir, 'e2e-seed.json');
  writeFileSync(seedPath, JSON.stringify(seedFile));
  // The seed command itself, as `npm run seed` runs it, without an npm process around it.
  await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/seed.ts', '--file', seedPath],
    env,
  );
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const stop = async () => {
    if (!server) return;
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited(server);
    server = null;
  };
  const dispose = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const start = async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitUntilHealthy(baseURL, server, 90_000);
    } catch (error) {
      await dispose();
      throw error;
    }
  };
  await start();
  return { baseURL, stop, start, dispose };
}
