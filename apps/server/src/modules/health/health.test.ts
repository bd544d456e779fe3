import { describe, expect, it } from 'vitest';
import { appVersion } from '@waggle/shared/app-info';
import { createTestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

describe.each(testEngines)('GET /api/health [%s]', (engine) => {
  it('reports the version and a reachable database', async () => {
    const t = await createTestApp(engine);
    try {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        status: 'ok',
        version: appVersion,
        database: { engine, reachable: true },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 "degraded" when the database is gone', async () => {
    const t = await createTestApp(engine);
    await t.database.close();
    try {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    } finally {
      await t.app.close();
    }
  });
});
