// Starts the Firebase Auth emulator (firebase-tools, no Java, offline) from firebase.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorProjectId } from '@waggle/shared/auth-config';
import { freePort } from './free-port';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface EmulatorConfig {
  emulators: Record<'auth' | 'hub' | 'logging', { host: string; port: number }>;
}

export interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST */
  hostAndPort: string;
  projectId: string;
  stop(): void;
}

async function waitUntilUp(url: string, child: ChildProcess, output: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The Auth emulator exited (${child.exitCode}):\n${output.join('')}`);
    }
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`The Auth emulator did not start within ${timeoutMs} ms:\n${output.join('')}`);
}

/**
 * Starts the emulator with the settings of firebase.json (UI off). `ports: 'free'` picks free
 * ports, so tests never collide with a running `npm start`.
 */
export async function startAuthEmulator({
  ports = 'config',
  quiet = true,
}: { ports?: 'config' | 'free'; quiet?: boolean } = {}): Promise<RunningEmulator> {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as EmulatorConfig;
  if (ports === 'free') {
    for (const name of ['auth', 'hub', 'logging'] as const) {
      config.emulators[name].port = await freePort();
    }
  }
  const workDir = mkdtempSync(join(tmpdir(), 'waggle-auth-emulator-'));
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify(config));
  const { host, port } = config.emulators.auth;

  const child = spawn(
    join(root, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', emulatorProjectId],
    {
      cwd: workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output.push(String(chunk));
      if (!quiet) process.stdout.write(chunk);
    });
  }
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`http://${host}:${port}/`, child, output, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { hostAndPort: `${host}:${port}`, projectId: emulatorProjectId, stop };
}
