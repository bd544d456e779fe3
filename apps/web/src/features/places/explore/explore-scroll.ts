import { useLayoutEffect, useRef } from 'react';

// docs/product.md#routes-and-navigation: Explore comes back as it was left, scrolled as far down
// its list as the person had gone — by its tab, by "Back to Explore" or by the browser's back.

/** How far down the page Explore last stood, and for which list (its search string). */
let left: { search: string; y: number } | null = null;

/** What the person does to scroll or move on themselves: the page stops being put back then. */
const personInputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the page to `y`, and again as the page grows (what is below the list still coming in)
 * until it gets there or the person takes over. Returns how to stop.
 */
function scrollBackTo(y: number): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y) return () => undefined;
  const growing = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y) stop();
  });
  const stop = () => {
    growing.disconnect();
    for (const input of personInputs) window.removeEventListener(input, stop);
  };
  growing.observe(document.body);
  for (const input of personInputs) window.addEventListener(input, stop, { passive: true });
  return stop;
}

/**
 * Keeps how far Explore is scrolled, and scrolls back there once the same list shows again
 * (`listShown`: its places are on the page, so the page is long enough).
 */
export function useExploreScroll(search: string, listShown: boolean): void {
  const restored = useRef(false);
  const stopRestoring = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    if (restored.current || !listShown) return;
    restored.current = true;
    if (left?.search === search && left.y > 0) stopRestoring.current = scrollBackTo(left.y);
  }, [listShown, search]);
  useLayoutEffect(() => () => stopRestoring.current(), []);
  // A layout effect: the listener is gone before the next screen's shorter page moves the scroll.
  useLayoutEffect(() => {
    const onScroll = () => {
      // Until the list is back, a scroll is the page settling, not the person's.
      if (restored.current) left = { search, y: window.scrollY };
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [search]);
}
