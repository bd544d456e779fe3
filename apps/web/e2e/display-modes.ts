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

/** Text size moves and grows the controls: their spacing changes with it, not with colours. */
const rulesIn = ({ textSize }: DisplaySettings) =>
  textSize === undefined ? renderedRules : [...renderedRules, 'target-size'];

/**
 * axe on WCAG 2.2 AA and its best practices. Asked for by tag, target-size (2.5.8, 24 px targets
 * or spacing) runs too: axe 4 leaves it off otherwise. Legacy mode runs axe in the page itself;
 * the default also opens a blank page to merge the results of cross-origin frames, which the
 * app's screens do not have (0.5 s more a run).
 */
const wcagAxe = (page: Page, rules?: string[]) => {
  const axe = new AxeBuilder({ page }).setLegacyMode();
  return rules
    ? axe.withRules(rules)
    : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
};

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * docs/product.md#map: a map's pin stands where its place is, so it may sit close to another pin
 * or under a button of the map (WCAG 2.5.8 excepts it as essential); the list offers every place
 * in full-size targets.
 */
const isMapPin = (id: string, html: string) =>
  id === 'target-size' && html.includes('leaflet-marker-icon');

/** The violations in a report's words: rule, help and the elements (map pins aside). */
const violationLines = (violations: Violations) =>
  violations.flatMap((v) => {
    const nodes = v.nodes.filter((n) => !isMapPin(v.id, n.html));
    return nodes.length
      ? [`${v.id}: ${v.help} (${nodes.map((n) => n.target.join(' ')).join(', ')})`]
      : [];
  });

/** axe (WCAG 2.2 AA) on the screen as it stands, in its current display mode. */
export async function expectNoAxeViolations(page: Page) {
  expect(violationLines((await wcagAxe(page).analyze()).violations)).toEqual([]);
}

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
    const results = await wcagAxe(page, index === 0 ? undefined : rulesIn(settings)).analyze();
    violations.push(...violationLines(results.violations).map((line) => `${mode}: ${line}`));
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
