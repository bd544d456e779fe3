import { useLayoutEffect, useRef } from 'react';
import { placesListId } from '../../../lib/skip-targets';

// docs/product.md#routes-and-navigation: Explore comes back as it was left, scrolled as far down
// its list as the person had gone — by its tab, by "Back to Explore" or by the browser's back.

/**
 * Where Explore was left, for which list (its search string): the first card still in sight
 * (`card`, its index in the list) and how far from the window's top it stood, or only how far
 * the page was scrolled (`card` -1) when no card was in sight. A card, not a pixel offset: cards
 * out of sight are drawn at an estimated height, so the same offset is another card next time.
 */
interface LeftAt {
  search: string;
  card: number;
  top: number;
}
let left: LeftAt | null = null;

/** What the person does to scroll or move on themselves: the page stops being put back then. */
const personInputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const cards = () => document.querySelectorAll(`#${placesListId} li`);

/** Where the page stands now, as a card in sight and its distance from the window's top. */
function standing(search: string): LeftAt {
  const shown = [...cards()];
  const index = shown.findIndex((card) => card.getBoundingClientRect().bottom > 0);
  const card = shown[index];
  if (!card) return { search, card: -1, top: -window.scrollY };
  return { search, card: index, top: card.getBoundingClientRect().top };
}

/** How far the page must scroll for `at`'s card to stand where it stood (0 once it does). */
function distanceTo(at: LeftAt): number {
  const card = at.card < 0 ? null : cards()[at.card];
  const top = card ? card.getBoundingClientRect().top : -window.scrollY;
  return Math.round(top - at.top);
}

/**
 * Scrolls the page back to where it was left, and again whenever the page changes height (what is
 * below the list still coming in, cards coming into sight taking their own height) until the
 * person takes over or leaves. Returns how to stop.
 */
function scrollBackTo(at: LeftAt): () => void {
  const step = () => window.scrollBy(0, distanceTo(at));
  step();
  const growing = new ResizeObserver(step);
  const stop = () => {
    growing.disconnect();
    for (const input of personInputs) window.removeEventListener(input, stop);
  };
  growing.observe(document.body);
  for (const input of personInputs) window.addEventListener(input, stop, { passive: true });
  return stop;
}

/**
 * Keeps where Explore stands, and scrolls back there once the same list shows again
 * (`listShown`: its places are on the page, so the page is long enough).
 */
export function useExploreScroll(search: string, listShown: boolean): void {
  const restored = useRef(false);
  const stopRestoring = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    if (restored.current || !listShown) return;
    restored.current = true;
    if (left?.search === search && (left.card >= 0 || left.top < 0)) {
      stopRestoring.current = scrollBackTo(left);
    }
  }, [listShown, search]);
  useLayoutEffect(() => () => stopRestoring.current(), []);
  // A layout effect: the listener is gone before the next screen's shorter page moves the scroll.
  useLayoutEffect(() => {
    const record = () => {
      // Until the list is back, a scroll is the page settling, not the person's.
      if (restored.current) left = standing(search);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      // Cards that came into sight since the last scroll were drawn at their own height, which
      // moved the list without a scroll: where it stands as it is left is where it comes back.
      record();
    };
  }, [search]);
}
