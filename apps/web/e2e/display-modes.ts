import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// DESIGN.md §6: no axe violation in light, dark and high-contrast modes (both themes), nor at the
// largest text size.
interface DisplayMode {
  mode: string;
  settings: { darkMode: 'light' | 'dark'; highContrast?: boolean; textSize?: number };
}

const displayModes: readonly DisplayMode[] = [
  { mode: 'light', settings: { darkMode: 'light' } },
  { mode: 'dark', settings: { darkMode: 'dark' } },
  { mode: 'high contrast', settings: { darkMode: 'light', highContrast: true } },
  { mode: 'dark high contrast', settings: { darkMode: 'dark', highContrast: true } },
  { mode: 'text size 5', settings: { darkMode: 'light', textSize: 5 } },
];

/**
 * Runs axe on the screen as it stands in every display mode. The settings change as another tab
 * of the app would change them (local storage and its `storage` event), which the settings store
 * applies at once, so the screen keeps its state between modes.
 */
export async function expectNoAxeViolationsInEveryMode(page: Page) {
  const violations: string[] = [];
  for (const { mode, settings } of displayModes) {
    await page.evaluate((stored) => {
      localStorage.setItem('accessibility_settings', stored);
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessibility_settings' }));
    }, JSON.stringify(settings));
    const html = page.locator('html');
    await expect(html).toHaveClass(settings.darkMode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(html).toHaveCSS('font-size', `${16 + 2 * ((settings.textSize ?? 3) - 3)}px`);
    const results = await new AxeBuilder({ page }).analyze();
    violations.push(
      ...results.violations.map(
        (v) => `${mode}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    );
  }
  expect(violations).toEqual([]);
}
