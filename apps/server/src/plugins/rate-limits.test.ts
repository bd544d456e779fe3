import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@waggle/shared/api-error';
import { loadEnv, type Env } from '../env';
import { bearer, createEmulatorUser } from '../test/auth-emulator-client';
import { syncUser } from '../test/sync-user';
import { createTestApp, type TestApp } from '../test/test-app';

// docs/product.md#rate-limits

describe('rate limits', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const start = async (overrides: Partial<Env>) => {
    t = await createTestApp('pglite', overrides);
    return t.app;
  };
  const batchRead = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/locations/batch', headers, payload: { ids: [1] } });

  /** A 429 as the rules say: JSON `{ error, message }` and when to try again. */
  function expectRateLimited(response: Awaited<ReturnType<typeof batchRead>>, message: string) {
    expect(response.statusCode).toBe(429);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ error: 'rate_limited' });
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }

  it.each([
    ['a hop count', '1'],
    ['an address list', '10.0.0.0/8,127.0.0.1'],
  ])(
    'behind a proxy given by %s, counts the address the proxy saw, not the ones a client wrote',
    async (_how, trustProxy) => {
      await start({
        TRUST_PROXY: loadEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY,
        RATE_LIMIT_READS_PER_MINUTE: 3,
        RATE_LIMIT_WRITES_PER_MINUTE: 3,
      });
      // The client writes any X-Forwarded-For it likes; the proxy (here at 127.0.0.1, the
      // socket's address) appends the address it saw.
      const fromProxy = (i: number) => ({ 'x-forwarded-for': `10.9.0.${i}, 203.0.113.7` });
      for (let i = 0; i < 3; i += 1) expect((await batchRead(fromProxy(i))).statusCode).toBe(200);
      expectRateLimited(await batchRead(fromProxy(3)), 'at most 3');
      // Another client behind the same proxy has its own count.
      expect((await batchRead({ 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
    },
  );

  it("counts reads apart from writes, and each person's writes apart from their address", async () => {
    await start({ RATE_LIMIT_READS_PER_MINUTE: 4, RATE_LIMIT_WRITES_PER_MINUTE: 3 });
    const [kim, lee] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const kimId = (await syncUser(t.app, kim)).userId;
    // Reads, the batch read (a POST) among them, share one count per address.
    for (let i = 0; i < 3; i += 1) expect((await batchRead()).statusCode).toBe(200);
    expect((await t.app.inject('/api/locations?limit=1')).statusCode).toBe(200);
    expectRateLimited(await batchRead(), 'at most 4 reads a minute');
    expectRateLimited(await t.app.inject('/api/locations?limit=1'), 'at most 4 reads a minute');

    // From the same address, Kim's writes are still hers to make: 3 a minute with the sync.
    const rename = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${kimId}`,
        headers: bearer(kim),
        payload: { displayName: 'Kim' },
      });
    expect((await rename()).statusCode).toBe(200);
    expect((await rename()).statusCode).toBe(200);
    expectRateLimited(await rename(), 'at most 3 changes a minute');
    // Lee, on the same address too, is not held back by Kim.
    expect((await syncUser(t.app, lee)).userId).toBeGreaterThan(0);
  });
});
