import type { Page } from '@playwright/test';
import { placeFixture } from '../src/test/place-fixture';

/** Compressed bytes of all JavaScript the page has fetched once loaded and idle. */
export async function jsBytesWhenIdle(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'networkidle' });
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((total, entry) => total + entry.encodedBodySize, 0),
  );
}

/** `count` synthetic places scattered over ~15 km around central London. */
function manyPlaces(count: number) {
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: count }, (_, index) =>
    placeFixture({
      id: index + 1,
      name: `Bench place ${index + 1}`,
      city: 'London',
      lat: 51.5074 + (random() - 0.5) * 0.25,
      lng: -0.1278 + (random() - 0.5) * 0.4,
    }),
  );
}

/**
 * Pans and zooms the explore map over the given places (served in place of the nearby API) and
 * returns the long tasks (ms) the main thread ran meanwhile.
 */
export async function panLongTasks(page: Page, url: string, count: number): Promise<number[]> {
  const body = JSON.stringify({ places: manyPlaces(count), nextCursor: null });
  await page.route('**/api/locations?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
  // A returning visitor: the demo's welcome announcement would cover the map.
  await page.addInitScript(() => localStorage.setItem('motd_lastSeen', '9999-12-31T00:00:00.000Z'));
  await page.goto(url);
  const map = page.locator('.leaflet-container').first();
  await map.locator('.leaflet-marker-icon').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2500); // the splash and first render settle
  await page.evaluate(() => {
    const tasks: number[] = [];
    Object.assign(window, { longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on screen');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const drag = async (dx: number, dy: number) => {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 30 });
    await page.mouse.up();
    await page.waitForTimeout(300);
  };
  for (const zoom of ['-', '-', '+', '+', '+', '+']) {
    for (const [dx, dy] of [
      [150, 0],
      [0, 100],
      [-150, 0],
      [0, -100],
    ] as const)
      await drag(dx, dy);
    await map.getByRole('button', { name: zoom === '+' ? 'Zoom in' : 'Zoom out' }).click();
    await page.waitForTimeout(400);
  }
  return page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
}
