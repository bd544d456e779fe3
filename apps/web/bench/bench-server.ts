import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../scripts/free-port';

/**
 * The real server of the tree at `root` (this repository by default) on a fresh embedded database
 * with its own demo seed, serving that tree's production build (apps/web/dist).
 */
export async function startBenchServer(
  root = resolve(import.meta.dirname, '../../..'),
): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'waggle-bench-web-'));
  // The embedded database and no Auth emulator, whatever the calling shell has set.
  const { DATABASE_URL: _url, FIREBASE_AUTH_EMULATOR_HOST: _emulator, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: 'demo-waggle',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Migrating and seeding a fresh database takes ~30 s on this host when busy.
  for (let attempt = 0; attempt < 360; attempt += 1) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  stop();
  throw new Error('The bench server did not start.');
}
