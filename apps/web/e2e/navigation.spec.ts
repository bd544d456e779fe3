import { expect, test } from './test';
import { expectLoaded, goInApp, openApp, placeIdOf } from './app';
import { fixturePlaces } from './fixtures/places';
import { expectNoAxeViolationsInEveryMode } from './display-modes';

const screens = [
  { path: '/', heading: 'Explore' },
  { path: '/saved', heading: 'Saved' },
  { path: '/profile', heading: 'Profile' },
  { path: '/suggest', heading: 'Suggest a place' },
  { path: '/settings', heading: 'Settings' },
  { path: '/admin', heading: 'Admin' },
  { path: '/signup', heading: 'Join Waggle' },
  { path: '/motd-archive', heading: 'Announcements' },
  { path: '/this/does/not/exist', heading: 'Page not found' },
];

for (const { path, heading } of screens) {
  test(`${path} renders its screen with no accessibility violations in every display mode`, async ({
    page,
  }) => {
    test.slow();
    await openApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    // One h1 a screen, the not-found ones included.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page);
  });
}

test('a place opens from the list at /location/:id, with no accessibility violations in every display mode', async ({
  page,
}) => {
  test.slow();
  await openApp(page, '/');
  const first = page.getByRole('list', { name: 'Nearby places' }).getByRole('link').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/location\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page).toHaveTitle(`${name} — Waggle`);
  await expect(page.getByRole('heading', { name: 'Dog policy' })).toBeVisible();
  await expectLoaded(page);
  await expectNoAxeViolationsInEveryMode(page);
});

test('an unknown place id shows "Place not found"', async ({ page }) => {
  await openApp(page, '/location/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Place not found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the tabs navigate, name the page, move the focus to the heading and mark where you are', async ({
  page,
}) => {
  await openApp(page, '/');
  // docs/product.md#keyboard: not on the first load.
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).not.toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const announced = page.getByTestId('screen-announcement');
  const tabs = [
    { label: 'Explore', path: '/', heading: 'Explore', title: 'Explore — Waggle' },
    { label: 'Saved', path: '/saved', heading: 'Saved', title: 'Saved places — Waggle' },
    {
      label: 'Suggest',
      path: '/suggest',
      heading: 'Suggest a place',
      title: 'Suggest a place — Waggle',
    },
    { label: 'Profile', path: '/profile', heading: 'Profile', title: 'Profile — Waggle' },
  ];
  await expect(nav.getByRole('link')).toHaveText(tabs.map((tab) => tab.label));
  await expect(page).toHaveTitle(tabs[0]?.title ?? '');
  for (const tab of [...tabs.slice(1), tabs[0]]) {
    if (!tab) continue;
    await nav.getByRole('link', { name: tab.label }).click();
    await expect(page).toHaveURL(new URL(tab.path, page.url()).toString());
    await expect(page.getByRole('heading', { level: 1, name: tab.heading })).toBeFocused();
    await expect(announced).toHaveText(tab.heading);
    await expect(page).toHaveTitle(tab.title);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(tab.label);
  }
  // docs/product.md#routes-and-navigation: Settings and the archive belong to the Profile tab.
  await nav.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  await expect(page).toHaveTitle('Settings — Waggle');
  await expect(nav.locator('[aria-current]')).toHaveText('Profile');
  await expect(nav.locator('[aria-current]')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'News from the Waggle team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeFocused();
  await expect(page).toHaveTitle('Announcements — Waggle');
  await expect(nav.locator('[aria-current]')).toHaveText('Profile');
});

test('the not-found screen leads back to Explore', async ({ page }) => {
  await openApp(page, '/nowhere');
  await expect(page.getByText('/nowhere')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Explore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
});

test.describe('on a desktop window', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  // docs/product.md#wide-screens
  test("a place's map sits beside its details in the first view; Settings is a readable column", async ({
    page,
    request,
  }) => {
    await openApp(page, `/location/${await placeIdOf(request, fixturePlaces.dogRun.name)}`);
    const policy = await page.getByRole('heading', { name: 'Dog policy' }).boundingBox();
    const map = await page.getByRole('region', { name: /^Map of / }).boundingBox();
    expect(policy && map && map.x >= policy.x + policy.width).toBe(true);
    expect(policy && map && map.y < policy.y).toBe(true);
    expect(map && map.y + map.height <= 900).toBe(true);

    await goInApp(page, '/settings');
    const column = (await page.getByRole('main').boundingBox())?.width ?? 0;
    // Wider than a phone's 28rem column, no wider than 42rem (16 px each at the default size).
    expect(column).toBeGreaterThan(28 * 16);
    expect(column).toBeLessThanOrEqual(42 * 16);

    // On the narrowest phone at the largest text size, each switch's label stays clear of its
    // description, however many lines they wrap to.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => {
      localStorage.setItem('accessibility_settings', JSON.stringify({ textSize: 5 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessibility_settings' }));
    });
    await expect(page.locator('html')).toHaveCSS('font-size', '20px');
    // Each described switch: its label, and whether its description starts below the label.
    const clear = await page.locator('[role="switch"][aria-describedby]').evaluateAll((switches) =>
      switches.map((control) => {
        const label = document.querySelector(`label[for="${control.id}"]`);
        const description = document.getElementById(control.getAttribute('aria-describedby') ?? '');
        const below =
          (description?.getBoundingClientRect().top ?? 0) >=
          (label?.getBoundingClientRect().bottom ?? Infinity);
        return [label?.textContent, below];
      }),
    );
    expect(clear).toContainEqual(['Find my position when Waggle opens', true]);
    expect(clear).toContainEqual(['Colour-blind friendly colours', true]);
    expect(clear.filter(([, below]) => !below)).toEqual([]);
  });
});
