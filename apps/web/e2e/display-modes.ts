import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// docs/benchmarks.md#quality-bars: no axe violation in light, dark and high-contrast modes (both themes), nor at the
// largest text size; every control at least 44 CSS px square at every text size.
interface DisplaySettings {
  darkMode: 'light' | 'dark';
  highContrast?: boolean;
  textSize?: number;
}

const displayModes: readonly { mode: string; settings: DisplaySettings }[] = [
  { mode: 'light', settings: { darkMode: 'light' } },
  { mode: 'dark', settings: { darkMode: 'dark' } },
  { mode: 'high contrast', settings: { darkMode: 'light', highContrast: true } },
  { mode: 'dark high contrast', settings: { darkMode: 'dark', highContrast: true } },
  { mode: 'text size 5', settings: { darkMode: 'light', textSize: 5 } },
];

/**
 * Changes the display settings as another tab of the app would change them (local storage and its
 * `storage` event), which the settings store applies at once: the screen keeps its state (an open
 * sheet or dialog, a selected tab, a filled form) and no page load is spent.
 */
async function applyDisplaySettings(page: Page, settings: DisplaySettings) {
  await page.evaluate((stored) => {
    localStorage.setItem('accessibility_settings', stored);
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessibility_settings' }));
  }, JSON.stringify(settings));
  const html = page.locator('html');
  await expect(html).toHaveClass(settings.darkMode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(html).toHaveCSS('font-size', `${16 + 2 * ((settings.textSize ?? 3) - 3)}px`);
}

/**
 * The axe rules whose answer depends on how the screen is drawn. A display mode changes colours
 * and sizes only (classes on <html>, the same elements and names), so the rules about structure,
 * names and roles give the same answer in every mode and run once, in the first: a third of the
 * time axe took on a screen in five modes.
 */
const renderedRules = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];

/**
 * Runs axe on the screen as it stands in every display mode, or in light and dark alone (`themes`:
 * a new part of a screen whose every mode its screen's own test covers).
 */
export async function expectNoAxeViolationsInEveryMode(page: Page, only?: 'themes') {
  const violations: string[] = [];
  const modes = only
    ? displayModes.filter(({ mode }) => mode === 'light' || mode === 'dark')
    : displayModes;
  for (const [index, { mode, settings }] of modes.entries()) {
    await applyDisplaySettings(page, settings);
    // Legacy mode runs axe in the page itself. The default also opens a blank page to merge the
    // results of cross-origin frames, which the app's screens do not have: 0.5 s more a run here.
    const axe = new AxeBuilder({ page }).setLegacyMode();
    const results = await (index === 0 ? axe : axe.withRules(renderedRules)).analyze();
    violations.push(
      ...results.violations.map(
        (v) => `${mode}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    );
  }
  expect(violations).toEqual([]);
}

/** Every visible control smaller than 44 × 44 CSS px (inline text links aside, as WCAG allows). */
export const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="slider"], [role="tab"]',
    );
    return [...controls].flatMap((control) => {
      const style = getComputedStyle(control);
      if (style.display === 'inline' || control.closest('.leaflet-control-attribution')) return [];
      // A radio, a checkbox or a file input (hidden behind its "Add photo") is tapped through its
      // label.
      const target = control.matches(
        'input[type="radio"], input[type="checkbox"]:not([role]), input[type="file"]',
      )
        ? (control.closest('label') ?? control)
        : control;
      const { width, height } = target.getBoundingClientRect();
      if (width === 0 || height === 0) return [];
      if (width >= 43.5 && height >= 43.5) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      return [
        `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
      ];
    });
  });

/**
 * Checks the targets of the screen as it stands at the smallest and the largest text size (the
 * sizes between lie between), switched in place as the display modes are.
 */
export async function expectLargeTargetsAtEveryTextSize(page: Page) {
  const small: string[] = [];
  for (const textSize of [1, 5]) {
    await applyDisplaySettings(page, { darkMode: 'light', textSize });
    small.push(...(await smallTargets(page)).map((target) => `text size ${textSize}: ${target}`));
  }
  expect(small).toEqual([]);
}
