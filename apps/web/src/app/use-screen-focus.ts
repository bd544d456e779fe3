import { useEffect, useState, type RefObject } from 'react';
import { useMovedSinceLoad } from './use-moved-since-load';

/**
 * A heading the person can see: React keeps a screen it is replacing in the page, hidden by an
 * inline display: none, while the next one's code loads.
 */
const isShown = (heading: HTMLElement) => !heading.closest('[style*="display: none"]');

/**
 * docs/product.md#keyboard: after a move to another screen inside the app (not on the first
 * load), the focus goes to the new screen's heading and `announcement` names it for a polite live
 * region. A screen whose code or data is still loading gets the focus on its heading once there is
 * one; a heading that replaces the focused one (a place's name after "Place") takes it over. Once
 * the person has moved the focus elsewhere, it stays where they put it.
 */
export function useScreenFocus(main: RefObject<HTMLElement | null>): string {
  const { location, moved } = useMovedSinceLoad();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!moved) return;
    const root = main.current;
    if (!root) return;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const heading = [...root.querySelectorAll('h1')].find(isShown);
      if (!heading) return;
      if (heading !== focused) {
        if (focused && (focused.isConnected || document.activeElement !== document.body)) return;
        focused = heading;
        heading.tabIndex = -1;
        // Where the page is scrolled stays as it was (Explore comes back to where it was left).
        heading.focus({ preventScroll: true });
      }
      // Named again when its words change (a place's name after "Place").
      if (document.activeElement === heading) setAnnouncement(heading.textContent);
    };
    const observer = new MutationObserver(focusHeading);
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== focused) stop();
    };
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
    focusHeading();
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [location, moved, main]);
  return announcement;
}
