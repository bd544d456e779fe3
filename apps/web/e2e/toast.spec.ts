import { settle } from './app';
import { expect, test } from './test';

test('without Firebase configuration, sign-in fails with the documented text in a destructive toast that sits clear of the header and closes after 5 s', async ({
  page,
}) => {
  // A build with neither Firebase configuration nor emulator (docs/product.md#sign-in-and-session): no dev sign-in either.
  await page.route('**/api/auth/emulator', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
  await page.clock.install();
  await page.goto('/signup');
  await page.clock.runFor(1800);
  await expect(page.getByRole('form', { name: /Dev sign-in/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Sign-in failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Firebase not initialized. Please check your configuration.');
  await expect(page.locator('.toast')).toHaveAttribute('data-variant', 'destructive');

  // Toasts never cover a screen's header.
  const header = await page.getByRole('heading', { level: 1, name: 'Join Waggle' }).boundingBox();
  const shown = await page.locator('.toast').boundingBox();
  expect(header && shown && shown.y > header.y + header.height).toBe(true);

  // F8 moves focus to the notification region (docs/product.md#toasts).
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await page.keyboard.press('F8');
  await expect(region.getByRole('list')).toBeFocused();

  await page.clock.runFor(5100);
  await expect(toast).toHaveCount(0);
});

test('an API 500 gives one readable message, in place, with no JSON', async ({ page }) => {
  await page.route('**/api/locations?lat=*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"internal_error","message":"Something went wrong on our side."}',
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Places didn't load" })).toBeVisible();
  await expect(
    page.getByText('Something went wrong on our side. Please try again in a moment.'),
  ).toBeVisible();
  await settle(page);
  // One failure, one message: no toast as well.
  await expect(page.locator('.toast')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/internal_error|\{"|500/);
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
