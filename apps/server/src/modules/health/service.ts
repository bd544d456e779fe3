import { performance } from 'node:perf_hooks';
import { pingDatabase, type Database, type DatabaseEngine } from '@waggle/db/client';
import { appVersion } from '@waggle/shared/app-info';
import type { Health, Liveness, Readiness } from '@waggle/shared/health';

/** `draining` says whether the server is on its way out (apps/server/src/shutdown.ts). */
export function createHealthService(db: Database, engine: DatabaseEngine, draining: () => boolean) {
  const reachable = () =>
    pingDatabase(db).then(
      () => true,
      () => false,
    );
  return {
    async check(): Promise<Health> {
      const started = performance.now();
      const answered = await reachable();
      return {
        status: answered ? 'ok' : 'degraded',
        version: appVersion,
        database: {
          engine,
          reachable: answered,
          latencyMs: Math.round(performance.now() - started),
        },
      };
    },
    live(): Liveness {
      return { status: 'alive' };
    },
    // docs/operations.md#health-checks-and-shutdown: not ready from the first moment of a shutdown.
    async readiness(): Promise<Readiness> {
      const answered = await reachable();
      // Read after the ping: a shutdown may have begun while it waited.
      const isDraining = draining();
      return {
        status: answered && !isDraining ? 'ready' : 'unready',
        draining: isDraining,
        database: { reachable: answered },
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
