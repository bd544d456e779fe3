import type { Page } from '@playwright/test';
import { holdClock, openApp } from './app';
import { fixturePlaces } from './fixtures/places';
import { expect, test } from './test';

const cachedBrowsingNotePattern = /^Limited offline browsing/;

/** Goes on from the No Internet Connection screen to the places saved on the device. */
async function browseCachedPlaces(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'No Internet Connection' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Browse Cached Locations' }).click();
  await expect(
    page.getByText(/You're offline: these are the places saved on this device/),
  ).toBeVisible();
}

test('a screen whose code cannot load offline shows a retry state with the bottom bar', async ({
  page,
  context,
}) => {
  await openApp(page, '/');
  await expect(page.getByRole('list', { name: 'Nearby places' })).toBeVisible();
  await context.setOffline(true);
  await browseCachedPlaces(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "This screen didn't load" }),
  ).toBeVisible();
  await expect(
    page.getByText("You're offline. Check your connection and try again."),
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

test('losing the connection shows the offline screen; the cached list and a place open from it', async ({
  page,
  context,
}) => {
  const nearby = page.getByRole('list', { name: 'Nearby places' });
  await openApp(page, '/');
  // One place opened online (the place screen's code is loaded), then back to the list.
  await nearby.getByRole('link', { name: new RegExp(fixturePlaces.vet.name) }).click();
  await page.getByRole('link', { name: 'Back to Explore' }).click();
  await expect(nearby).toBeVisible();
  await context.setOffline(true);
  await browseCachedPlaces(page);
  const { name } = fixturePlaces.dogRun;
  await page
    .getByRole('list', { name: 'Cached places' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByText("You're offline: this is the copy saved on this device."),
  ).toBeVisible();

  // docs/product.md#connectivity-and-offline: regaining the connection, the app proceeds with live data.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Back to Explore' }).click();
  await expect(nearby).toBeVisible();
});

test.describe('with the API out of reach at start-up (the probe included)', () => {
  test.beforeEach(({ page }) =>
    page.route('**/api/**', (route) => route.abort('internetdisconnected')),
  );

  test('a first visit gets the offline screen, its phone texts and nothing cached to browse', async ({
    page,
  }) => {
    await openApp(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No Internet Connection' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Waggle needs an internet connection to load dog-friendly locations and features.',
      ),
    ).toBeVisible();
    // The suite's device is a phone (Pixel 7: a finger, a narrow screen): the mobile texts.
    const tips = page.getByRole('region', { name: 'Mobile App Tips' });
    await expect(tips.getByRole('listitem')).toHaveText([
      'Check that WiFi or mobile data is turned on.',
      'Move to a spot with a better signal.',
      'Restart the app if problems persist.',
      'Waggle needs the internet for fresh location data.',
    ]);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText(/refresh this page/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Browse Cached Locations' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('"Try Again" once the API answers goes on to the app', async ({ page }) => {
    await openApp(page, '/saved');
    const retry = page.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeVisible();
    // The page's clock held: the app's own checks (docs/product.md#reconnecting) wait, the button
    // does not.
    await holdClock(page);
    await page.unroute('**/api/**');
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test('after a visit that cached places, a load without the API browses them, list and detail', async ({
  page,
}) => {
  await openApp(page, '/');
  await expect(page.getByRole('list', { name: 'Nearby places' })).toBeVisible();
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await openApp(page, '/');
  await expect(page.getByText(cachedBrowsingNotePattern)).toBeVisible();
  await browseCachedPlaces(page);
  const cached = page.getByRole('list', { name: 'Cached places' });
  const { name } = fixturePlaces.dogRun;
  await cached.getByRole('link', { name: new RegExp(name) }).click();
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
