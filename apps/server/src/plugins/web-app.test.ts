import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'waggle-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Waggle</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
    writeFileSync(join(dist, 'index.html.gz'), 'gzip shell');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(
      join(dist, 'csp.json'),
      JSON.stringify({ scriptHashes: ["'sha256-AbC+/9=='", "'unsafe-inline'"] }),
    );
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("allows index.html's inline script by the hash the build wrote, and nothing else inline", async () => {
    const policy = (await t.app.inject('/')).headers['content-security-policy'];
    const scriptSrc = String(policy)
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain("'sha256-AbC+/9=='");
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed twin the browser accepts', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const shell = await t.app.inject({ url: '/saved', headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates other files and index.html', async () => {
    expect((await t.app.inject('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    const root = await t.app.inject('/');
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toContain('<title>Waggle</title>');
  });

  it('serves the service worker and the manifest revalidated, with their content types', async () => {
    // A browser checks /sw.js for a new version on every visit; a cached copy would hide it.
    const worker = await t.app.inject('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it.each(['/saved', '/location/42', '/motd-archive', '/no/such/page'])(
    'answers the page path %s with the app shell',
    async (path) => {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps API and /motd/ paths and missing assets as JSON 404s, the messages as JSON', async () => {
    for (const path of ['/api/nothing', '/motd/x']) {
      const api = await t.app.inject(path);
      expect(api.statusCode).toBe(404);
      expect(api.json<{ error: string }>().error).toBe('not_found');
    }
    const messages = await t.app.inject('/motd/messages.json');
    expect(messages.json()).toEqual({ messages: [] });
    expect((await t.app.inject({ method: 'POST', url: '/saved' })).statusCode).toBe(404);
    expect((await t.app.inject('/assets/index-gone.js')).statusCode).toBe(404);
    expect((await t.app.inject('/favicon.ico')).statusCode).toBe(404);
  });
});
