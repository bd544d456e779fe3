import { isNativePlatform } from '../platform';
import { listenToPlugin } from './plugin-listeners';

/** docs/product.md#keyboard Timers and defaults: the keyboard helper's wait and its margin above the keyboard. */
export const keyboardHelper = { delayMs: 100, marginPx: 20 } as const;

// The plugin's code loads only in the native apps; it stays out of the entry bundle.
const loadKeyboard = () => import('@capacitor/keyboard').then(({ Keyboard }) => Keyboard);

const fieldSelector = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

const focusedField = (): HTMLElement | null => {
  const element = document.activeElement;
  return element instanceof HTMLElement && element.matches(fieldSelector) ? element : null;
};

/** The element that scrolls `field`: its nearest scrolling ancestor, else the page. */
function scrollerOf(field: HTMLElement): Pick<Element, 'scrollBy'> {
  for (let box = field.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (/auto|scroll/.test(overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return window;
}

/**
 * The keyboard's top edge in the web view. capacitor.config.ts asks for a view that shrinks to
 * end at the keyboard, and then its bottom is the edge; until it has (iOS resizes only after the
 * keyboard is up) or where it does not, the keyboard covers the bottom `keyboardHeight` px of it.
 * The keyboard only ever shortens the view, so the tallest height seen at the view's width is its
 * height without the keyboard (a rotation changes the width).
 */
function keyboardEdge() {
  const tallest = new Map<number, number>();
  const measure = () => {
    const height = Math.max(tallest.get(window.innerWidth) ?? 0, window.innerHeight);
    tallest.set(window.innerWidth, height);
    return height;
  };
  measure();
  return {
    measure,
    top: (keyboardHeight: number) =>
      window.innerHeight < measure() ? window.innerHeight : window.innerHeight - keyboardHeight,
  };
}

/**
 * In the native apps, keeps the focused field in view above the on-screen keyboard: `delayMs`
 * after the keyboard shows, after focus moves to another field while it is up, or after the view
 * resizes under it, the field's scroller moves just enough to put the field's bottom edge
 * `marginPx` above the keyboard. Nothing on the web, where the browser does this. Returns how to
 * stop.
 */
export function startKeyboardHelper(): () => void {
  if (!isNativePlatform()) return () => undefined;
  const edge = keyboardEdge();
  let keyboardHeight = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;

  const reveal = () => {
    const field = focusedField();
    if (!field) return;
    const overlap =
      field.getBoundingClientRect().bottom + keyboardHelper.marginPx - edge.top(keyboardHeight);
    if (overlap > 0) scrollerOf(field).scrollBy({ top: overlap, behavior: 'smooth' });
  };
  const revealSoon = () => {
    clearTimeout(waiting);
    if (keyboardHeight > 0) waiting = setTimeout(reveal, keyboardHelper.delayMs);
  };
  const onResize = () => {
    edge.measure();
    revealSoon();
  };
  document.addEventListener('focusin', revealSoon);
  window.addEventListener('resize', onResize);

  const stopListening = listenToPlugin(loadKeyboard(), (Keyboard) => [
    Keyboard.addListener('keyboardDidShow', (info) => {
      keyboardHeight = info.keyboardHeight;
      revealSoon();
    }),
    Keyboard.addListener('keyboardWillHide', () => {
      keyboardHeight = 0;
      revealSoon();
    }),
  ]);
  return () => {
    stopListening();
    clearTimeout(waiting);
    document.removeEventListener('focusin', revealSoon);
    window.removeEventListener('resize', onResize);
  };
}
