import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { errorBody } from './test/error-body';

describe('HTTP plumbing', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends security headers', async () => {
    t = await createTestApp('pglite');
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Firebase's sign-in popup hands its result back through window.opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    t = await createTestApp('pglite');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(errorBody(res)).toEqual({
        error: 'not_found',
        message: `No route for ${method} /api/no-such-thing`,
      });
    }
  });

  it('tells the web app where the Auth emulator is, only when there is one', async () => {
    t = await createTestApp('pglite', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9123' });
    expect((await t.app.inject('/api/auth/emulator')).json()).toEqual({
      port: 9123,
      projectId: 'demo-waggle',
    });
    await t.close();
    t = await createTestApp('pglite', { FIREBASE_AUTH_EMULATOR_HOST: undefined });
    expect((await t.app.inject('/api/auth/emulator')).statusCode).toBe(404);
  });

  it('hides internal failures behind a generic 500', async () => {
    t = await createTestApp('pglite');
    t.app.get('/api/explode', () => {
      throw new Error('connection string with a password in it');
    });
    const res = await t.app.inject('/api/explode');
    expect(res.statusCode).toBe(500);
    expect(errorBody(res)).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side.',
    });
  });
});
