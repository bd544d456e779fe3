import { openApp } from './app';
import { fixturePlaces } from './fixtures/places';
import { expect, test } from './test';

test('a screen whose code cannot load offline shows a retry state with the bottom bar', async ({
  page,
  context,
}) => {
  await openApp(page, '/');
  await expect(page.getByRole('list', { name: 'Nearby places' })).toBeVisible();
  await context.setOffline(true);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "This screen didn't load" }),
  ).toBeVisible();
  await expect(
    page.getByText('You seem to be offline. Check your connection and try again.'),
  ).toBeVisible();
  await expect(nav).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a replaced chunk (new deploy) offers a reload instead of a blank page', async ({ page }) => {
  await page.route('**/assets/settings-*.js', (route) => route.fulfill({ status: 404 }));
  await openApp(page, '/');
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: "This screen didn't load" }),
  ).toBeVisible();
  await expect(page.getByText(/Waggle may have been updated/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Waggle' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a place in the cached list opens from it while offline', async ({ page, context }) => {
  const nearby = page.getByRole('list', { name: 'Nearby places' });
  await openApp(page, '/');
  // One place opened online (the place screen's code is loaded), then back to the list.
  await nearby.getByRole('link', { name: new RegExp(fixturePlaces.vet.name) }).click();
  await page.getByRole('link', { name: 'Back to Explore' }).click();
  await context.setOffline(true);
  const { name } = fixturePlaces.dogRun;
  await nearby.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByText("You're offline: this is the copy saved on this device."),
  ).toBeVisible();
});

test('/location/abc is not found without asking the API', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/locations/')) asked.push(request.url());
  });
  await openApp(page, '/location/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Place not found' })).toBeVisible();
  expect(asked).toEqual([]);
});
