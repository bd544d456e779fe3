import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { devSignIn, holdClock, openApp } from './app';
import { signedIn, unique } from './community';

/** How long the sign-in waits for the provider's script before it says so. */
const providerReachMs = 10_000;

/**
 * Lets the page run the tasks it has queued (React's renders among them) while its clock stands
 * still, when neither timers nor animation frames come.
 */
const runQueuedTasks = (page: Page) =>
  page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });

async function emulatorBase(request: APIRequestContext) {
  const { port } = (await (await request.get('/api/auth/emulator')).json()) as { port: number };
  return `http://127.0.0.1:${port}`;
}

async function emulatorHasAccount(request: APIRequestContext, email: string) {
  const response = await request.post(
    `${await emulatorBase(request)}/identitytoolkit.googleapis.com/v1/projects/demo-waggle/accounts:lookup`,
    { headers: { authorization: 'Bearer owner' }, data: { email: [email] } },
  );
  const body = (await response.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

test('sign in, keep the dog, sign out and back in, delete the account', async ({
  page,
  request,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await openApp(page, '/profile');
  await expect(page.getByRole('heading', { name: "You're not signed in" })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fprofile$/);

  await devSignIn(page, 'Sam Walker', email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Sam Walker', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByLabel("Dog's name").fill('Biscuit');
  await page.getByRole('radio', { name: /Medium/ }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('.toast').getByText('Profile saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Dog's name")).toHaveValue('Biscuit', { timeout: 10_000 });
  await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: "You're not signed in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're not signed in" })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await devSignIn(page, 'Sam Walker', email);
  await expect(page.getByLabel("Dog's name")).toHaveValue('Biscuit');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your saved places');
  await expect(dialog).toContainText('Your sign-in account');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.locator('.toast').getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await emulatorHasAccount(request, email)).toBe(false);

  // Signing in again with the same email starts from nothing: the old data is gone.
  await page.goto('/signup');
  await devSignIn(page, 'Sam Walker', email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Dog's name")).toHaveValue('');
});

test('the profile form takes what its schema takes, and says what is wrong', async ({ page }) => {
  await signedIn(page, '/profile', 'Robin', `${unique('invalid')}@example.com`);
  // The field stops at the schema's 40 characters instead of refusing them after typing.
  const dogName = page.getByLabel("Dog's name");
  await dogName.fill('x'.repeat(50));
  await expect(dogName).toHaveValue('x'.repeat(40));
  const name = page.getByLabel('Your name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please enter a name')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});

test('Google unreachable: the button is busy at once, then a readable error after 10 s', async ({
  page,
  context,
}) => {
  // Google's script never answers (blocked, or a network that swallows requests). Asking for it
  // is the sign-in's first step, after its 10 s have started.
  let googleAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (googleAsked = resolve));
  await context.route('https://apis.google.com/**', () => googleAsked());
  await openApp(page, '/signup');
  const button = page.getByRole('button', { name: 'Continue with Google' });
  await expect(button).toBeEnabled();
  // The page's time stands still from here: the 10 s are stepped through, not waited out.
  await holdClock(page, 1_000);
  await button.click();
  const busy = page.getByRole('button', { name: 'Connecting to Google…' });
  await expect(busy).toBeVisible();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await asked;
  const error = page
    .locator('.toast')
    .getByText("Couldn't reach Google. Check your connection and try again.", { exact: true });
  // Not before the 10 s a slow connection gets to reach Google, and then at once.
  await page.clock.runFor(providerReachMs - 1);
  await runQueuedTasks(page);
  await expect(error).toHaveCount(0);
  await expect(busy).toBeVisible();
  await page.clock.runFor(1);
  await expect(error).toBeVisible();
  await expect(button).toBeEnabled();
});

test('Apple unreachable (the sign-in script fails to load): a readable error', async ({
  page,
  context,
}) => {
  await context.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
  await openApp(page, '/signup');
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await expect(
    page.locator('.toast').getByText("Couldn't reach Apple. Check your connection and try again.", {
      exact: true,
    }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
});

test('a stored user the server does not know gets "Session Expired"', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'authUser',
      JSON.stringify({
        id: 4242,
        uid: 'gone-uid',
        displayName: 'Gone',
        email: '',
        photoURL: '',
        isAdmin: false,
      }),
    );
  });
  await openApp(page, '/profile');
  const toast = page.locator('.toast');
  await expect(toast.getByText('Session Expired', { exact: true })).toBeVisible();
  await expect(
    toast.getByText('Your account was not found. Please sign in again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're not signed in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
});

test('Google sign-in through the popup, with Google’s script stubbed', async ({
  page,
  context,
}) => {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({
      path: fileURLToPath(new URL('fixtures/gapi-iframes-stub.js', import.meta.url)),
      contentType: 'text/javascript',
    }),
  );
  await openApp(page, '/signup?next=/saved');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: /Add new account/i }).click();
  await popup.getByRole('button', { name: /Auto-generate user information/i }).click();
  await popup.getByRole('button', { name: /Sign in with Google/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/saved');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
