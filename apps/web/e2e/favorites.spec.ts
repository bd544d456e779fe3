import { expect, test } from './test';
import { devSignIn, openApp } from './app';

test('signed out, Saved invites to sign in and comes back', async ({ page }) => {
  await openApp(page, '/saved');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await devSignIn(page, 'Jo', `e2e-saved-${Date.now()}@example.com`);
  await expect(page).toHaveURL((url) => url.pathname === '/saved');
  await expect(page.getByRole('heading', { name: 'No saved places yet' })).toBeVisible();
});

test('save a place, find it in Saved, remove it', async ({ page }) => {
  await openApp(page, '/signup');
  await devSignIn(page, 'Jo', `e2e-fav-${Date.now()}@example.com`);
  await page.getByRole('link', { name: 'Explore' }).click();
  const first = page.getByRole('list', { name: 'Nearby places' }).getByRole('link').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.click();

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  const saved = page.getByRole('list', { name: 'Saved places' });
  await expect(saved.getByRole('heading', { name })).toBeVisible();

  await saved.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: 'No saved places yet' })).toBeVisible();
});

test('a failed save is rolled back with a message', async ({ page }) => {
  await openApp(page, '/signup');
  await devSignIn(page, 'Jo', `e2e-fail-${Date.now()}@example.com`);
  await page.route('**/api/users/*/favorites/*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"service_unavailable"}',
    }),
  );
  await openApp(page, '/location/1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.locator('.toast').getByText("Couldn't update your saved places", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
