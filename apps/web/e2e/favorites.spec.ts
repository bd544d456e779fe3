import { expect, test } from './test';
import { devSignIn, navTab, openApp, placeIdOf } from './app';
import { signedIn, unique } from './community';
import { fixturePlaces } from './fixtures/places';

test('signed out, Saved invites to sign in and comes back', async ({ page }) => {
  await openApp(page, '/saved');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await devSignIn(page, 'Jo', `e2e-saved-${Date.now()}@example.com`);
  await expect(page).toHaveURL((url) => url.pathname === '/saved');
  await expect(page.getByRole('heading', { name: 'No saved places yet' })).toBeVisible();
});

test('save a place, find it in Saved, remove it', async ({ page }) => {
  await signedIn(page, '/profile', 'Jo', `${unique('fav')}@example.com`);
  await page.getByRole('link', { name: 'Explore' }).click();
  const first = page.getByRole('list', { name: 'Nearby places' }).getByRole('link').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.click();

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await navTab(page, 'Saved').click();
  const saved = page.getByRole('list', { name: 'Saved places' });
  await expect(saved.getByRole('heading', { name })).toBeVisible();

  await saved.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await navTab(page, 'Saved').click();
  await expect(page.getByRole('heading', { name: 'No saved places yet' })).toBeVisible();
});

test('a failed save is rolled back with a message', async ({ page, request }) => {
  await signedIn(page, '/profile', 'Jo', `${unique('fail')}@example.com`);
  await page.route('**/api/users/*/favorites/*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"service_unavailable"}',
    }),
  );
  await openApp(page, `/location/${await placeIdOf(request, fixturePlaces.cafe.name)}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.locator('.toast').getByText("Couldn't update your saved places", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('signed in, the cards in Explore save places, and Saved can unsave them', async ({ page }) => {
  await signedIn(page, '/profile', 'Jo', `${unique('cards')}@example.com`);
  await navTab(page, 'Explore').click();
  const { dogRun, cafe } = fixturePlaces;
  for (const { name } of [dogRun, cafe]) {
    const heart = page.getByRole('button', { name: `Save ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }

  await navTab(page, 'Saved').click();
  const saved = page.getByRole('list', { name: 'Saved places' });
  await expect(saved.getByRole('heading')).toHaveText([dogRun.name, cafe.name]);
  // The list drops the place at once; the reload waits for the server to have it too.
  const unsaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      /\/favorites\/\d+$/.test(new URL(response.url()).pathname),
  );
  await saved.getByRole('button', { name: `Save ${dogRun.name}` }).click();
  await expect(saved.getByRole('heading')).toHaveText([cafe.name]);
  expect((await unsaved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved places' }).getByRole('heading')).toHaveText([
    cafe.name,
  ]);
});

test('signed out, the cards carry no heart', async ({ page }) => {
  await openApp(page, '/');
  await expect(
    page.getByRole('list', { name: 'Nearby places' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
});
