import { afterEach, describe, expect, it } from 'vitest';
import { openStreetMapConfig } from '@waggle/shared/map-config';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/config/map', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers OpenStreetMap's tiles by default, cacheable for 5 minutes", async () => {
    t = await createTestApp('pglite');
    const res = await t.app.inject('/api/config/map');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual(openStreetMapConfig);
  });

  it('answers the tile server and credit the server was given', async () => {
    const tileUrl = 'https://{s}.tiles.example.org/light/{z}/{x}/{y}{r}.png';
    t = await createTestApp('pglite', {
      MAP_TILE_URL: tileUrl,
      MAP_ATTRIBUTION: '&copy; Example Tiles',
    });
    expect((await t.app.inject('/api/config/map')).json()).toEqual({
      tileUrl,
      attribution: '&copy; Example Tiles',
    });
  });
});
