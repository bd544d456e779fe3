import { describe, expect, it } from 'vitest';
import { openStreetMapConfig } from '@waggle/shared/map-config';
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

  it('reads from a replica only beside DATABASE_URL, within 10 s of it by default', () => {
    const replica = 'postgres://waggle:secret@replica.internal:5432/waggle';
    expect(() => loadEnv({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    const env = loadEnv({
      DATABASE_URL: 'postgres://waggle:secret@primary.internal:5432/waggle',
      DATABASE_READ_URL: replica,
    });
    expect(env).toMatchObject({ DATABASE_READ_URL: replica, DATABASE_READ_MAX_LAG_SECONDS: 10 });
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT:[\s\S]*DATABASE_URL:/,
    );
  });

  it('drains for no time and gives requests 10 s on shutdown unless told, fractions allowed', () => {
    expect(loadEnv({})).toMatchObject({ SHUTDOWN_DRAIN_SECONDS: 0, SHUTDOWN_TIMEOUT_SECONDS: 10 });
    expect(loadEnv({ SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '0.5' })).toMatchObject(
      { SHUTDOWN_DRAIN_SECONDS: 5, SHUTDOWN_TIMEOUT_SECONDS: 0.5 },
    );
    expect(() => loadEnv({ SHUTDOWN_DRAIN_SECONDS: '-1', SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS:[\s\S]*SHUTDOWN_TIMEOUT_SECONDS:/,
    );
  });

  it('trusts proxies by hop count or address, never every X-Forwarded-For entry', () => {
    const trustProxy = (value?: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    // `true` would take the left-most entry, which the client writes.
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: .*number of proxies/);
    for (const wrong of ['10.0.0.0/33', 'proxy.example', '-1', '1.5']) {
      expect(() => trustProxy(wrong)).toThrow(/TRUST_PROXY[.\d]*: expected a number of proxies/);
    }
  });

  it('lets loopback read the metrics by default, and checks the addresses and the token', () => {
    expect(loadEnv({})).toMatchObject({ METRICS_ALLOW: ['127.0.0.1', '::1'] });
    expect(loadEnv({ METRICS_ALLOW: '' }).METRICS_ALLOW).toEqual([]);
    expect(loadEnv({ METRICS_ALLOW: '10.1.0.0/16, fd00::/8' }).METRICS_ALLOW).toEqual([
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(() => loadEnv({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(
      /METRICS_ALLOW.0: expected IP addresses and CIDR ranges/,
    );
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: expected at least 16/,
    );
  });

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' A@x.org, b@Y.org ,' }).ADMIN_EMAILS).toEqual([
      'a@x.org',
      'b@y.org',
    ]);
  });

  it("defaults the map to OpenStreetMap's tiles and credit", () => {
    const env = loadEnv({});
    expect(env.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(env.MAP_ATTRIBUTION).toBe(openStreetMapConfig.attribution);
  });

  it('takes a tile URL template with {z}/{x}/{y} and subdomains in the first label only', () => {
    for (const template of [
      'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png',
      'http://tiles.local:8080/styles/basic/{z}/{x}/{y}.png?key=abc',
    ]) {
      expect(loadEnv({ MAP_TILE_URL: template }).MAP_TILE_URL).toBe(template);
    }
    for (const template of [
      'https://tile.example.org/{z}/{x}.png',
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'https://a.{s}.example.org/{z}/{x}/{y}.png',
      'tile.example.org/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadEnv({ MAP_TILE_URL: template }), template).toThrow(/MAP_TILE_URL:/);
    }
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything with a path', () => {
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadEnv({ CORS_ORIGINS: ' https://Web.Example.org/ , http://127.0.0.1:8100,' }).CORS_ORIGINS,
    ).toEqual(['https://web.example.org', 'http://127.0.0.1:8100']);
    expect(() => loadEnv({ CORS_ORIGINS: 'https://web.example.org/app' })).toThrow(
      /CORS_ORIGINS\.0: expected an origin/,
    );
  });
});
