import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';

// Workers inherit the environment, so the port and data dir are chosen once, here.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'waggle-e2e-'));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const root = resolve(import.meta.dirname, '../..');
const { DATABASE_URL: _ignored, ...serverEnv } = process.env;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Pixel 7'],
    baseURL,
    // A device position near the demo places in central London (stubbed, as on a phone).
    geolocation: { latitude: 51.5101, longitude: -0.134 },
    permissions: ['geolocation'],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // The real server on the embedded database, seeded, serving the production build, with the
  // Firebase Auth emulator on free ports.
  webServer: {
    command: 'npx tsx scripts/start.ts --skip-build --free-ports',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 60_000,
    env: {
      ...serverEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  },
});
