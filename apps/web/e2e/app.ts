import { expect, type Page } from '@playwright/test';

/** Opens a path and waits for the splash (spec §2, 1800 ms) to hand over to the app. */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 5000 });
}
