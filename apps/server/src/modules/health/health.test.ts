import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appVersion } from '@waggle/shared/app-info';
import { createTestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

// GET /api/health, and the probes /api/health/live and /api/health/ready; the probes during a real
// shutdown are shutdown.test.ts's (docs/operations.md#health-checks-and-shutdown).

/** The status and body of an answer no cache may keep. */
function uncached(response: LightMyRequestResponse) {
  expect(response.headers['cache-control']).toBe('no-store');
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe.each(testEngines)('the health checks [%s]', (engine) => {
  it('report the version and a reachable database: alive and ready', async () => {
    const t = await createTestApp(engine);
    try {
      expect(uncached(await t.app.inject('/api/health'))).toMatchObject({
        status: 200,
        body: { status: 'ok', version: appVersion, database: { engine, reachable: true } },
      });
      expect(uncached(await t.app.inject('/api/health/live'))).toEqual({
        status: 200,
        body: { status: 'alive' },
      });
      expect(uncached(await t.app.inject('/api/health/ready'))).toEqual({
        status: 200,
        body: { status: 'ready', draining: false, database: { reachable: true } },
      });
    } finally {
      await t.close();
    }
  });

  it('answer 503 "degraded" and unready when the database is gone, and alive', async () => {
    const t = await createTestApp(engine);
    await t.database.close();
    try {
      expect(uncached(await t.app.inject('/api/health'))).toMatchObject({
        status: 503,
        body: { status: 'degraded', database: { reachable: false } },
      });
      expect(uncached(await t.app.inject('/api/health/ready'))).toEqual({
        status: 503,
        body: { status: 'unready', draining: false, database: { reachable: false } },
      });
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
