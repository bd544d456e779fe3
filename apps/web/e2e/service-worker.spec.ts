import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Response } from '@playwright/test';
import { openApp } from './app';
import { chromiumArgs, chromiumPath } from './chromium';
import { fixturePlaces } from './fixtures/places';
import { startOwnServer } from './own-server';
import { expect, test, tileRequests } from './test';

// The only tests that run the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The map tiles the worker fetches itself, past the page's stand-ins: empty images here. */
const stubWorkerTiles = (context: BrowserContext) =>
  context.route(tileRequests, (route) => route.fulfill({ contentType: 'image/png', body: '' }));
test.beforeEach(({ context }) => stubWorkerTiles(context));

/** How many answers the worker keeps in one of its runtime caches (build/pwa.ts). */
const cachedCount = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, cacheName);

test('Chromium finds nothing that stops Waggle being installed', async ({ baseURL }) => {
  // Playwright's own contexts are off the record, which alone rules an install out: this one has
  // a profile on disk, as a phone's browser does. In the full Chromium: the headless shell the
  // other tests may run in answers an empty list for any page.
  const profile = mkdtempSync(join(tmpdir(), 'waggle-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await stubWorkerTiles(context);
    const page = await context.newPage();
    await openApp(page, '/');
    const devTools = await context.newCDPSession(page);
    const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Whether the page's document and its scripts and styles came from the service worker. */
function recordShellResponses(page: Page) {
  const shell: Response[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/' || pathname.startsWith('/assets/')) shell.push(response);
  });
  return () =>
    shell.map((response) => ({
      path: new URL(response.url()).pathname,
      fromServiceWorker: response.fromServiceWorker(),
    }));
}

// The test stops its server and starts it again, so it has one of its own: the suite's keeps
// serving the others.
test('with the server gone, the worker serves the app shell; the app comes back by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(request);
  const home = `${server.baseURL}/`;
  const nearby = page.getByRole('list', { name: 'Nearby places' });
  const { name } = fixturePlaces.dogRun;
  try {
    await openApp(page, home);
    // The worker takes over the page it was registered from, and from then on keeps what it reads.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await openApp(page, home);
    await expect(nearby.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    // It keeps the map's tiles from the server's tile host (its CSP allows them), but no place
    // data: a copy is the app's own, which says when it was saved (docs/product.md#saved-copies).
    await expect.poll(() => cachedCount(page, 'map-tiles')).toBeGreaterThan(0);
    expect(await cachedCount(page, 'places')).toBe(0);
    await server.stop();

    const shellResponses = recordShellResponses(page);
    await openApp(page, home);
    // docs/product.md#connectivity-and-offline: the start-up check fails, so the No Internet Connection screen shows.
    await expect(
      page.getByRole('heading', { level: 1, name: 'No Internet Connection' }),
    ).toBeVisible();
    const shell = shellResponses();
    expect(shell.map(({ path }) => path)).toContain('/');
    expect(shell.some(({ path }) => path.startsWith('/assets/'))).toBe(true);
    expect(shell.filter(({ fromServiceWorker }) => !fromServiceWorker)).toEqual([]);

    await page.getByRole('button', { name: 'Browse Cached Locations' }).click();
    const cached = page.getByRole('list', { name: 'Cached places' });
    await expect(cached.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByText(/^Saved on this device · \d{2}:\d{2}$/)).toBeVisible();

    // docs/product.md#reconnecting: with the server back, the app checks again by itself (30 s at
    // the most between checks, jumped here on the page's clock) and shows live places.
    await server.start();
    await page.clock.fastForward(30_000);
    await expect(nearby.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByText(/Saved on this device/)).toHaveCount(0);
  } finally {
    await server.dispose();
  }
});
