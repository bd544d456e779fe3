import { expect, test } from './test';

test('a failed load shows a destructive toast that closes itself after 5 s', async ({ page }) => {
  await page.route('**/api/locations?lat=*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"service_unavailable"}',
    }),
  );
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(1800);

  const toast = page.getByRole('status').filter({ hasText: "Couldn't load places" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('503: {"error":"service_unavailable"}');
  await expect(page.locator('.toast')).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByRole('heading', { name: "Places didn't load" })).toBeVisible();

  // F8 moves focus to the notification region (spec §9 Toasts).
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await page.keyboard.press('F8');
  await expect(region.getByRole('list')).toBeFocused();

  await page.clock.runFor(5100);
  await expect(toast).toHaveCount(0);
});

test('"Try again" reloads the places once the server answers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/locations?lat=*', (route) =>
    fail ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Places didn't load" })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Nearby places' }).getByRole('link')).toHaveCount(20);
});
