import type { Locator, Page } from '@playwright/test';
import { stubAnnouncements } from './announcement-stub';
import { expectLoaded, goInApp, navTab, openApp, placeIdOf } from './app';
import { signedIn, unique } from './community';
import { expectNoAxeViolations, smallTargets } from './display-modes';
import { fixturePlaces } from './fixtures/places';
import { expect, test } from './test';

// Settings and the accessibility sheet (docs/product.md#accessibility-and-display): every change on the page at once,
// kept across a reload, and the theme right from the first paint.

const rootFontSize = (page: Page) => page.evaluate(() => document.documentElement.style.fontSize);

test('the text-size slider sets the root font to the documented value and survives a reload', async ({
  page,
}) => {
  await openApp(page, '/settings');
  expect(await rootFontSize(page)).toBe('16px');
  const slider = page.getByRole('slider', { name: 'Text size' });
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '4');
  expect(await rootFontSize(page)).toBe('18px');
  // docs/product.md#accessibility-and-display: Page keys move ten steps, so Page Down reaches the smallest size.
  await page.keyboard.press('PageDown');
  await expect(slider).toHaveAttribute('aria-valuenow', '1');
  expect(await rootFontSize(page)).toBe('12px');
  await page.keyboard.press('End');
  expect(await rootFontSize(page)).toBe('20px');

  await page.reload();
  expect(await rootFontSize(page)).toBe('20px');
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('slider', { name: 'Text size' })).toHaveAttribute(
    'aria-valuenow',
    '5',
  );
  const stored = await page.evaluate(() => localStorage.getItem('accessibility_settings'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ textSize: 5 });
});

test.describe('on a phone set to dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('auto shows dark from the first paint, before any of the app’s code runs', async ({
    page,
  }) => {
    // Without its scripts the page can only be what index.html paints by itself.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // The splash's background, as the pixel it paints (Tailwind's colours are oklch).
    const [red = 255, green = 255, blue = 255] = await page
      .locator('#boot-splash > div')
      .evaluate((element) => {
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return [];
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      });
    expect(red + green + blue).toBeLessThan(120);
    const themeColors = page.locator('meta[name="theme-color"]');
    await expect(themeColors).toHaveCount(2);
    for (const meta of await themeColors.all()) {
      await expect(meta).toHaveAttribute('content', '#1c1917');
    }
    await expect(page.locator('#boot-splash img[alt^="Waggle"]').last()).toBeVisible();
  });

  test('the theme follows the setting: light and dark override the phone, auto follows it', async ({
    page,
  }) => {
    await openApp(page, '/settings');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    await theme.getByLabel('Light').check();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await theme.getByLabel('Like my phone').check();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
  });
});

for (const { tab, path } of [
  { tab: 'Explore', path: '/' },
  { tab: 'Saved', path: '/saved' },
  { tab: 'Suggest', path: '/suggest' },
  { tab: 'Profile', path: '/profile' },
]) {
  test(`the accessibility sheet opens from ${tab} and its changes apply at once`, async ({
    page,
  }) => {
    await openApp(page, path);
    const open = page.getByRole('button', { name: 'Display and accessibility' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Display and accessibility' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('switch', { name: 'High contrast' }).check();
    await expect(page.locator('html')).toHaveClass(/\bhigh-contrast\b/);
    await expectNoAxeViolations(page);
    // Done, Close and the backdrop each close it.
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toHaveCount(0);
    await open.click();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await open.click();
    await page.mouse.click(10, 10);
    await expect(sheet).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/\bhigh-contrast\b/);
    // "All settings" leads to the whole list.
    await open.click();
    await sheet.getByRole('link', { name: 'All settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(navTab(page, tab)).toBeVisible();
  });
}

test('reduced motion removes animation but keeps the splash timer', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('accessibility_settings', '{"reduceMotion":true}'),
  );
  const start = new Date('2026-06-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\breduce-motion\b/);
  const splash = page.getByTestId('splash');
  const dot = splash.locator('.splash-dot').first();
  expect(await dot.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.clock.runFor(1500);
  await expect(splash).toHaveAttribute('data-phase', 'fading');
  expect(await splash.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
    '0s',
  );
  await page.clock.runFor(300);
  await expect(splash).toHaveCount(0);
});

test('with no choice made, Reduce motion follows the system (docs/product.md#accessibility-and-display)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page, '/settings');
  const reduceMotion = page.getByRole('switch', { name: 'Reduce motion' });
  await expect(reduceMotion).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\breduce-motion\b/);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(reduceMotion).not.toBeChecked();
  await expect(page.locator('html')).not.toHaveClass(/\breduce-motion\b/);
});

/** What the diagnostics panel says after one of its labels ("Signed in"). */
const fact = (panel: Locator, label: string) =>
  panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

test('Alt+A shows and hides the diagnostics panel', async ({ page }) => {
  await openApp(page, '/');
  const panel = page.getByRole('region', { name: 'Diagnostics' });
  await expect(panel).toHaveCount(0);
  await page.keyboard.press('Alt+KeyA');
  await expect(fact(panel, 'Release')).toHaveText('Version 1.40 (build 35)');
  await expect(fact(panel, 'Connection')).toHaveText('Online');
  await expect(fact(panel, 'Signed in')).toHaveText('No');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Alt+KeyA');
  await expect(panel).toHaveCount(0);

  await signedIn(page, '/', 'Jo', `${unique('diagnostics')}@example.com`);
  await page.keyboard.press('Alt+KeyA');
  await expect(fact(panel, 'Signed in')).toHaveText(/^Jo \(user \d+\)$/);
});

test('an icon-only button names itself in a tooltip after 700 ms (docs/product.md#tooltips)', async ({
  page,
}) => {
  await openApp(page, '/');
  const refresh = page.getByRole('button', { name: 'Refresh nearby places' });
  await refresh.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveCount(0);
  await expect(tooltip).toHaveText('Refresh nearby places');
  await expectNoAxeViolations(page);
  // Within 300 ms of leaving one, the next shows at once.
  await page.getByRole('button', { name: 'Display and accessibility' }).hover();
  await expect(tooltip).toHaveText('Display and accessibility', { timeout: 500 });
});

for (const textSize of [1, 5]) {
  test(`every control is at least 44 px square at text size ${textSize}`, async ({
    page,
    request,
  }) => {
    const place = `/location/${await placeIdOf(request, fixturePlaces.dogRun.name)}`;
    // The archive lists announcements, so that their buttons are measured too.
    await stubAnnouncements(page);
    await page.addInitScript(
      (stored) => localStorage.setItem('accessibility_settings', stored),
      JSON.stringify({ textSize }),
    );
    await openApp(page, '/');
    await expectLoaded(page);
    expect(await smallTargets(page), '/').toEqual([]);
    // What only a signed-in person, an admin or an open sheet or dialog shows is measured at both
    // sizes in accessibility.spec.ts. The screens are reached as the app's links reach them.
    for (const path of [
      '/saved',
      '/suggest',
      '/profile',
      '/settings',
      '/signup',
      place,
      '/admin',
      '/motd-archive',
    ]) {
      await goInApp(page, path);
      await expectLoaded(page);
      expect(await smallTargets(page), path).toEqual([]);
    }
  });
}

// docs/product.md#haptics: in a browser, through the Vibration API where the browser has one.
test('a browser that can vibrate gets the haptics; one that cannot is not offered them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const patterns: unknown[] = [];
    Object.assign(window, { vibrations: patterns });
    Navigator.prototype.vibrate = (pattern: VibratePattern | Iterable<number>) =>
      patterns.push(pattern) > 0;
  });
  const vibrations = () =>
    page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations);
  await openApp(page, '/');
  await navTab(page, 'Saved').click();
  // A tab switch is a light tap.
  await expect.poll(vibrations).toEqual([[20]]);

  await openApp(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Haptics' })).toBeVisible();
  const haptics = page.getByRole('radiogroup', { name: 'Vibration on taps and alerts' });
  await haptics.getByRole('radio', { name: 'Off' }).check();
  await navTab(page, 'Saved').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  expect(await vibrations()).toEqual([]);

  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'vibrate'));
  await openApp(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Haptics' })).toHaveCount(0);
});
