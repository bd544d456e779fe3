import { expect, test } from './test';

// docs/product.md#splash: visible, fading from 1500 ms, gone at 1800 ms, counted
// from the page's start (index.html's copy shows from the first paint).
test('the splash shows for 1800 ms and fades for the last 300 ms', async ({ page }) => {
  // Time stands still from the first script on; only runFor() moves it.
  const start = new Date('2026-06-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await expect(splash).toHaveAttribute('data-phase', 'visible');
  await expect(splash.getByRole('img', { name: /Waggle/ })).toBeVisible();
  await expect(splash.locator('.splash-dot')).toHaveCount(3);
  // The app mounts underneath, inert until the splash has finished.
  await expect(page.locator('[inert] nav[aria-label="Main"]')).toHaveCount(1);

  // What the page's clock had run by the time time stood still.
  const started = Math.floor(await page.evaluate(() => performance.now()));
  await page.clock.runFor(1498 - started);
  await expect(splash).toHaveAttribute('data-phase', 'visible');
  await page.clock.runFor(2);
  await expect(splash).toHaveAttribute('data-phase', 'fading');
  await page.clock.runFor(298);
  await expect(splash).toHaveAttribute('data-phase', 'fading');
  await page.clock.runFor(2);
  await expect(splash).toHaveCount(0);
  // Time flows again: a screen whose code arrives after the last step still appears (React
  // reveals what was suspended on a timer).
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
});
