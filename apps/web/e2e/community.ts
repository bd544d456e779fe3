import { expect, type Locator, type Page } from '@playwright/test';
import { openApp } from './app';
import { useSession } from './session';
import { validateSessionResponseSchema } from '@waggle/shared/users';

// What the community-loop specs share: signing in where a test starts, the admin area's tabs,
// the star rating.

/**
 * Opens `path` signed in as `name` <`email`>, from the session the app keeps between visits
 * (session.ts), and waits until the server has confirmed it.
 */
export async function signedIn(page: Page, path: string, name: string, email: string) {
  await useSession(page, name, email);
  const confirmed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/validate-user-session',
  );
  await openApp(page, path);
  const answer = await confirmed;
  expect(validateSessionResponseSchema.parse(await answer.json()).valid).toBe(true);
}

/** An address no other test (nor a second run) uses. */
export const unique = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Taps the star of a rating (its radio is visually hidden behind the star). */
export const rate = (scope: Page | Locator, stars: number) =>
  scope
    .getByRole('radiogroup', { name: 'Your rating' })
    .locator('label')
    .nth(stars - 1)
    .click();

/** The moderator's admin area, on a tab ("Suggestions", "Reports", …). */
export async function adminTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return page.getByRole('tabpanel');
}

/** A hide's dialog: the reason typed, then confirmed (docs/product.md#moderation). */
export async function confirmHide(page: Page, reason: string) {
  const dialog = page.getByRole('dialog', { name: /^Hide / });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: /^Hide / }).click();
  await expect(dialog).toHaveCount(0);
}
