import type { Locator, Page } from '@playwright/test';

// Going through a screen by keyboard alone (docs/benchmarks.md#quality-bars: everything reachable and operable by
// keyboard, with a visible focus ring).

/** One stop of the focus: the element (tag and name) and whether a focus ring showed on it. */
interface FocusStop {
  stop: string;
  ring: boolean;
}

/**
 * What has the keyboard focus (null: nothing, or the page itself), and whether a focus ring shows
 * it: a visible outline or box shadow, while the element matches :focus-visible, drawn by the
 * element itself, by the label around it (`has-focus-visible:`) or by a sibling after it
 * (`peer-focus-visible:`, as on the switches, whose input is see-through).
 */
const focusStop = (page: Page) =>
  page.evaluate((): FocusStop | null => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const labelledBy = document.getElementById(focused.getAttribute('aria-labelledby') ?? '');
    const label = focused instanceof HTMLInputElement ? focused.labels?.[0] : null;
    const name =
      focused.getAttribute('aria-label') ??
      (labelledBy ?? label ?? focused).textContent?.trim() ??
      '';
    const ringed = (element: Element) => {
      const { width, height } = element.getBoundingClientRect();
      if (width < 4 || height < 4) return false;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const style = getComputedStyle(element);
      const transparent = /^transparent$|^rgba\(.*,\s*0\)$/.test(style.outlineColor);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent;
      return outline || style.boxShadow !== 'none';
    };
    const siblingsAfter: Element[] = [];
    for (let next = focused.nextElementSibling; next; next = next.nextElementSibling) {
      siblingsAfter.push(next);
    }
    const drawers = [focused, focused.closest('label'), ...siblingsAfter];
    return {
      stop: `${focused.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
      ring: focused.matches(':focus-visible') && drawers.some((el) => el !== null && ringed(el)),
    };
  });

/**
 * Presses Tab until the focus leaves the page or comes back round to the first stop (a modal
 * keeps it inside), and answers each stop on the way.
 */
export async function tabRound(page: Page) {
  await page.keyboard.press('Tab');
  const first = await page.evaluateHandle(() => document.activeElement);
  const stops: FocusStop[] = [];
  let stop = await focusStop(page);
  while (stop !== null && stops.length < 150) {
    stops.push(stop);
    await page.keyboard.press('Tab');
    if (await first.evaluate((element) => element === document.activeElement)) break;
    stop = await focusStop(page);
  }
  return stops;
}

/** Presses Tab until `target` has the focus. */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The stops where no focus ring showed. */
export const withoutRing = (stops: FocusStop[]) =>
  stops.filter((stop) => !stop.ring).map((stop) => stop.stop);
