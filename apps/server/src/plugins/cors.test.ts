import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createEmulatorUser, type EmulatorUser } from '../test/auth-emulator-client';
import { syncUser } from '../test/sync-user';
import { createTestApp, type TestApp } from '../test/test-app';

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS for the native apps', () => {
  let t: TestApp;
  let user: EmulatorUser;
  let favorites: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      CORS_ORIGINS: ['https://web.example.org'],
      RATE_LIMIT_WRITES_PER_MINUTE: 1,
    });
    user = await createEmulatorUser();
    favorites = `/api/users/${(await syncUser(t.app, user)).userId}/favorites`;
  });
  afterAll(() => t.close());

  const preflight = (origin: string, url = favorites) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it.each([
    'capacitor://localhost',
    'https://localhost',
    'http://localhost',
    'https://web.example.org',
  ])(
    'answers a preflight from %s for an authenticated call, without credentials',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-headers']).toBe(
        'Authorization, Content-Type, Waggle-Read-After',
      );
      expect(res.headers['access-control-allow-methods']).toBe(
        'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      );
      expect(res.headers['access-control-max-age']).toBe('7200');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('gives an unlisted origin no CORS headers, its preflight included', async () => {
    const refused = await preflight('https://evil.example');
    expect(refused.statusCode).toBe(404);
    expect(corsHeaders(refused.headers)).toEqual([]);
    const read = await t.app.inject({
      url: favorites,
      headers: { origin: 'https://evil.example', ...bearer(user) },
    });
    expect(corsHeaders(read.headers)).toEqual([]);
    // The app's own pages are same-origin: they need none either.
    expect(corsHeaders((await t.app.inject('/api/health')).headers)).toEqual([]);
  });

  it("lets the app read every answer: the owner's data, a 401, a 429, its Retry-After, the request's id and a change's Waggle-Write-Lsn", async () => {
    const origin = 'capacitor://localhost';
    const own = await t.app.inject({ url: favorites, headers: { origin, ...bearer(user) } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(origin);
    const anonymous = await t.app.inject({ url: favorites, headers: { origin } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe(origin);
    // The user's sync above used their minute's one write.
    const limited = await t.app.inject({
      method: 'PUT',
      url: `${favorites}/1`,
      headers: { origin, ...bearer(user) },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-control-allow-origin']).toBe(origin);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.headers['access-control-expose-headers']).toBe(
      'Retry-After, Waggle-Write-Lsn, X-Request-Id',
    );
    expect(limited.headers['x-request-id']).toBe(limited.json<{ requestId: string }>().requestId);
  });
});
