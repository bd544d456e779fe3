import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, e2eBrowserPath } from './e2e/chromium';
import { devicePosition, moderatorEmail, seedFile } from './e2e/fixtures/places';

const root = resolve(import.meta.dirname, '../..');
// Workers inherit the environment, so the port and data dir are chosen once, here.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '--import',
  'tsx',
  join(root, 'scripts/free-port.ts'),
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'waggle-e2e-'));
// The suite's own places (no demo data), seeded before the server starts.
const seedPath = join(process.env.E2E_DATA_DIR, 'e2e-seed.json');
if (!existsSync(seedPath)) writeFileSync(seedPath, JSON.stringify(seedFile));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The suite's server runs on its own embedded database, never on a DATABASE_URL (nor its replica's
// DATABASE_READ_URL) the tests were given for the server's integration tests: Playwright starts
// the web server with this process's environment underneath its `env`, so leaving the variables
// out there would not be enough.
delete process.env.DATABASE_URL;
delete process.env.DATABASE_READ_URL;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // A journey through several screens (sign in, suggest, moderate, check) takes 20–40 s on a busy
  // two-core machine.
  timeout: 60_000,
  // A test mostly waits (the server, the emulator, the app's own timers): on two cores the whole
  // suite used 0.65 of a core with two workers, and took 5.7 min against 7.1 with one; four
  // workers gained nothing more (the one server is then the bottleneck).
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Pixel 7'],
    baseURL,
    // The device stands among the suite's places in central London (stubbed, as on a phone).
    geolocation: devicePosition,
    permissions: ['geolocation'],
    launchOptions: { executablePath: e2eBrowserPath, args: chromiumArgs },
    // page.route never sees what a service worker answers, so the worker is kept out of every
    // test but its own (service-worker.spec.ts, which also has a server of its own).
    serviceWorkers: 'block',
    // Recording a trace doubles a test's time on two cores: `npm run test:e2e -- --trace on`
    // records them when a failure needs one.
    trace: 'off',
  },
  // The real server on the embedded database, seeded with the suite's places, serving the
  // production build, with the Firebase Auth emulator on free ports.
  webServer: {
    // The seed and the start script run in node itself: `npm run seed` and `npx tsx` would first
    // start npm's and tsx's own processes (about a second of CPU time for the two).
    command: `node --import tsx apps/server/src/cli/seed.ts --file "${seedPath}" && node --import tsx scripts/start.ts --skip-build --free-ports`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    // Seeding, the emulator and the server take ~15 s on a quiet machine, but `npm test` starts
    // them while lint, typecheck and the unit tests share the two cores: one CI run needed more
    // than 60 s. Waiting longer costs nothing when the server is up sooner.
    timeout: 180_000,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The moderator of the contributions tests (signs in with the dev form's verified email),
      // and room for every test's reads and writes from one address.
      ADMIN_EMAILS: moderatorEmail,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
      RATE_LIMIT_READS_PER_MINUTE: '100000',
    },
  },
});
