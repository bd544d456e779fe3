import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapConfigPath } from '@waggle/shared/api/paths';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorBody } from '../test/error-body';

const token = 'a-long-random-metrics-token';
const outside = '203.0.113.7';

// docs/operations.md#metrics: who may read /metrics.
describe('GET /metrics access', () => {
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    // The default METRICS_ALLOW (loopback), X-Forwarded-For believed of nobody.
    direct = await createTestApp('pglite', {
      METRICS_TOKEN: token,
      RATE_LIMIT_READS_PER_MINUTE: 1,
    });
    // Behind one proxy on the same host, with the monitoring network allowed.
    proxied = await createTestApp('pglite', { TRUST_PROXY: 1, METRICS_ALLOW: ['10.0.0.0/8'] });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const scrape = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/metrics', remoteAddress, headers });

  it('refuses a caller from elsewhere with the 404 of an unknown path', async () => {
    const res = await scrape(direct, outside);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res)).toEqual({ error: 'not_found', message: 'No route for GET /metrics' });
    expect(res.body).not.toContain('waggle_');
  });

  it('lets in the right token from anywhere, and no wrong one, even from an allowed address', async () => {
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    expect((await scrape(direct, outside, bearer(token))).statusCode).toBe(200);
    expect((await scrape(direct, outside, bearer(`${token}x`))).statusCode).toBe(404);
    expect((await scrape(direct, '127.0.0.1', bearer('not-the-token'))).statusCode).toBe(404);
    // Without METRICS_TOKEN no token lets anyone in.
    expect((await scrape(proxied, outside, bearer(token))).statusCode).toBe(404);
  });

  it('lets in the allowed addresses, IPv4 ones also in their IPv6 form', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await scrape(direct, address)).statusCode, address).toBe(200);
    }
  });

  it('goes by the address TRUST_PROXY believes, never one the client wrote', async () => {
    const spoofed = { 'x-forwarded-for': '127.0.0.1' };
    expect((await scrape(direct, outside, spoofed)).statusCode).toBe(404);
    // Behind the proxy the client's address counts, not the proxy's loopback one.
    const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
    expect((await scrape(proxied, '127.0.0.1', viaProxy(outside))).statusCode).toBe(404);
    expect((await scrape(proxied, '127.0.0.1', viaProxy('10.1.2.3'))).statusCode).toBe(200);
    expect(
      (await scrape(proxied, '127.0.0.1', { 'x-forwarded-for': '10.1.2.3, 203.0.113.7' }))
        .statusCode,
    ).toBe(404);
  });

  it('is neither rate-limited nor counted as a read', async () => {
    // One read a minute per address; the scrapes take none of it.
    for (let scrapes = 0; scrapes < 3; scrapes += 1) {
      expect(
        (await scrape(direct, '127.0.0.2', { authorization: `Bearer ${token}` })).statusCode,
      ).toBe(200);
    }
    const read = () => direct.app.inject({ url: mapConfigPath, remoteAddress: '127.0.0.2' });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(429);
  });
});
