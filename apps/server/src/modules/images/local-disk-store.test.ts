import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ImageStore } from './image-store';
import { createLocalDiskStore } from './local-disk-store';
import { errorBody } from '../../test/error-body';

describe('images on local disk', () => {
  let t: TestApp;
  let dataDir: string;
  let store: ImageStore;
  const key = '2026/11/0b7f3d8e-photo.webp';
  const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-uploads-'));
    t = await createTestApp('pglite', {
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'https://waggle.test',
    });
    store = createLocalDiskStore(dataDir, 'https://waggle.test');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject(url);

  it('serves a stored file at its public URL, kept in caches for minutes only', async () => {
    await store.put(key, bytes, 'image/webp');
    expect(store.publicUrl(key)).toBe(`https://waggle.test/uploads/${key}`);
    const res = await get(`/uploads/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    // So a browser asks again cheaply: 304 while it is served.
    const again = await t.app.inject({
      url: `/uploads/${key}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never replaces a stored key', async () => {
    await expect(store.put(key, Buffer.from('other'), 'image/webp')).rejects.toThrow();
    expect((await get(`/uploads/${key}`)).rawPayload.equals(bytes)).toBe(true);
  });

  it('answers missing files and folders with a JSON 404 nobody keeps, and lists nothing', async () => {
    for (const url of ['/uploads/2026/11/nothing.webp', '/uploads/2026/11/', '/uploads/2026']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorBody(res), url).toEqual({ error: 'not_found', message: 'Image not found' });
      // A photo withheld now may be served again later: nobody keeps its absence.
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/uploads/../withheld/x.webp')).statusCode).toBe(404);
  });

  it('withholds a file and serves it again', async () => {
    await store.setServed([key, '2026/11/missing.webp'], false);
    expect((await get(`/uploads/${key}`)).statusCode).toBe(404);
    expect(existsSync(join(dataDir, 'withheld', key))).toBe(true);
    expect((await get(`/withheld/${key}`)).statusCode).toBe(404);

    await store.setServed([key], true);
    expect((await get(`/uploads/${key}`)).rawPayload.equals(bytes)).toBe(true);
  });

  it('deletes served and withheld files; a missing key is no error', async () => {
    const hidden = '2026/11/hidden.webp';
    await store.put(hidden, bytes, 'image/webp');
    await store.setServed([hidden], false);
    await store.delete([key, hidden, '2026/11/never-there.webp']);
    expect(existsSync(join(dataDir, 'uploads', key))).toBe(false);
    expect(existsSync(join(dataDir, 'withheld', hidden))).toBe(false);
    expect((await get(`/uploads/${key}`)).statusCode).toBe(404);
  });

  // docs/product.md#moderation: a withheld photo is read by the server for its author and admins.
  it('reads a withheld file, and nothing that is served or missing', async () => {
    const hidden = '2026/11/read-me.webp';
    await store.put(hidden, bytes, 'image/webp');
    expect(await store.readWithheld(hidden)).toBeNull();
    await store.setServed([hidden], false);
    expect((await store.readWithheld(hidden))?.equals(bytes)).toBe(true);
    expect(await store.readWithheld('2026/11/never-there.webp')).toBeNull();
    await expect(store.readWithheld('../escape.webp')).rejects.toThrow(/bad image key/);
  });

  it('refuses a key that would leave its folder', async () => {
    await expect(store.put('../escape.webp', bytes, 'image/webp')).rejects.toThrow(/bad image key/);
  });
});
