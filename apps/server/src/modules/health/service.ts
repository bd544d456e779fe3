import { performance } from 'node:perf_hooks';
import { pingDatabase, type Database, type DatabaseEngine } from '@waggle/db/client';
import { appVersion } from '@waggle/shared/app-info';
import type { Health } from '@waggle/shared/health';

export function createHealthService(db: Database, engine: DatabaseEngine) {
  return {
    async check(): Promise<Health> {
      const started = performance.now();
      const reachable = await pingDatabase(db).then(
        () => true,
        () => false,
      );
      return {
        status: reachable ? 'ok' : 'degraded',
        version: appVersion,
        database: { engine, reachable, latencyMs: Math.round(performance.now() - started) },
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
