import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker more than the cores: a server test spends much of its time waiting on
    // PostgreSQL and the Auth emulator, which then run on the cores it leaves free (Vitest's
    // default, one fewer than the cores, is a single worker on two).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/bench/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A worker keeps the modules one test file imported for the next: the app's
          // dependencies (Fastify, firebase-admin, the AWS SDK, sharp, PGlite) then load once per
          // worker instead of once per file (40% less CPU time). A file that mocks a
          // module resets them first (vi.resetModules in vi.hoisted).
          isolate: false,
          // Limits that catch a hang, not a busy machine: beside the e2e suite on two cores, a
          // test that makes a new PGlite data directory (initdb and the migrations) twice took
          // over 30 s.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web',
    ],
  },
});
