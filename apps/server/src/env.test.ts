import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('environment', () => {
  it('has working defaults', () => {
    expect(loadEnv({})).toMatchObject({ PORT: 5000, DATA_DIR: './data', ADMIN_EMAILS: [] });
  });

  it('needs PUBLIC_BASE_URL in production when photos are on local disk', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_BASE_URL: required in production with IMAGE_STORE=local/,
    );
    expect(
      loadEnv({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://waggle.example' })
        .PUBLIC_BASE_URL,
    ).toBe('https://waggle.example');
  });

  it('refuses to run in production against the Auth emulator', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/);
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT:[\s\S]*DATABASE_URL:/,
    );
  });

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' A@x.org, b@Y.org ,' }).ADMIN_EMAILS).toEqual([
      'a@x.org',
      'b@y.org',
    ]);
  });
});
