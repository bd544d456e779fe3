import { afterEach, describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';

describe('Content-Security-Policy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The sources of each directive of the policy the server sends with `overrides`. */
  async function policy(overrides: Partial<Env> = {}) {
    t = await createTestApp('pglite', overrides);
    const header = String((await t.app.inject('/api/health')).headers['content-security-policy']);
    return (name: string) =>
      header
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1);
  }

  it('loads images from the app, any https host (announcements), the tile server and the photo store', async () => {
    const directive = await policy({ PUBLIC_BASE_URL: 'http://waggle.test:8080' });
    expect(directive('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://tile.openstreetmap.org',
      'http://waggle.test:8080',
    ]);
    // The service worker fetches tiles and photos itself to cache them.
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://tile.openstreetmap.org',
        'http://waggle.test:8080',
      ]),
    );
  });

  it('allows a subdomain template as a wildcard, and an S3 bucket by its public origin', async () => {
    const directive = await policy({
      MAP_TILE_URL: 'https://{s}.Tiles.example.org:8443/{z}/{x}/{y}.png?key=abc',
      IMAGE_STORE: 's3',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.net/photos',
    });
    for (const name of ['img-src', 'connect-src']) {
      expect(directive(name)).toEqual(
        expect.arrayContaining(['https://*.tiles.example.org:8443', 'https://cdn.example.net']),
      );
    }
    // Scripts may fetch only from named hosts.
    expect(directive('connect-src')).not.toContain('https:');
  });

  it('allows the service worker and the manifest from the app itself (docs/product.md#connectivity-and-offline)', async () => {
    const directive = await policy();
    expect(directive('worker-src')).toEqual(["'self'"]);
    expect(directive('manifest-src')).toEqual(["'self'"]);
  });
});
