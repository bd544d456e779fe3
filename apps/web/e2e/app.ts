import { expect, type Page } from '@playwright/test';

/** Opens a path and waits for the splash (spec §2, 1800 ms) to hand over to the app. */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5000 });
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
