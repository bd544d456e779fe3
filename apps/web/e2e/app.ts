import { expect, type APIRequestContext, type Page } from '@playwright/test';

// docs/product.md#splash: the splash's 1800 ms (e2e/splash.spec.ts checks them on a paused
// clock). Elsewhere the suite jumps over them.
const splashMs = 1800;
const clockInstalled = new WeakSet<Page>();

/**
 * Opens a path and lets the splash hand over to the app. The page runs on Playwright's clock,
 * which flows as real time does, so once the app's splash is up the test jumps its 1800 ms
 * instead of waiting them out: two seconds saved on each of the suite's many starts.
 */
export async function openApp(page: Page, path: string) {
  if (!clockInstalled.has(page)) {
    await page.clock.install();
    clockInstalled.add(page);
  }
  await page.goto(path);
  // The app's splash is up (its timers are running), or it has already come and gone.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="splash"]') !== null ||
      document.getElementById('boot-splash') === null,
  );
  await page.clock.fastForward(splashMs);
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Holds the page's clock `aheadMs` from now: its timers wait until the test moves it on. The clock
 * flows meanwhile, so on a busy machine "from now" may have passed by the time Playwright pauses
 * it: then it tries again from the new now.
 */
export async function holdClock(page: Page, aheadMs = 100) {
  for (let attempt = 1; ; attempt++) {
    const at = (await page.evaluate(() => Date.now())) + aheadMs;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Goes to another screen as a link of the app would, without loading the page again: the
 * router follows the history (docs/product.md#routes-and-navigation).
 */
export async function goInApp(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL(path);
  // The screen has changed, not only the address.
  await expect(heading).not.toHaveText(before ?? '');
}

/** Signs in through the emulator-only dev sign-in form on /signup and waits until it is done. */
export async function devSignIn(page: Page, name: string, email: string) {
  const form = page.getByRole('form', { name: 'Dev sign-in (local emulator only)' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Dev sign-in' }).click();
  // Signed in once the app leaves /signup for where the person was going.
  await expect(page).not.toHaveURL(/\/signup/);
}

/** The id the server gave one of the suite's places (fixtures/places.ts), found by its name. */
export async function placeIdOf(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/locations?q=${encodeURIComponent(name)}&limit=1`);
  const { places } = (await response.json()) as { places: { id: number; name: string }[] };
  const place = places.find((found) => found.name === name);
  if (!place) throw new Error(`The e2e database has no place named ${name}`);
  return place.id;
}

/** Waits until nothing on the screen says it is still loading ("Loading reviews…", a spinner). */
export const expectLoaded = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Loading\b/ })).toHaveCount(0);

/** Lets the page finish what it started (a frame or two), without a fixed wait. */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** A tab of the bottom bar (docs/product.md#routes-and-navigation). */
export const navTab = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label });

/** A chip in one of Explore's rows ("Categories" or "Dog policy"). */
export const chip = (page: Page, row: 'Categories' | 'Dog policy', label: string) =>
  page.getByRole('group', { name: row }).getByRole('button', { name: label });
