import { useSyncExternalStore } from 'react';

/** The media query's list, or null where the browser (or a test's jsdom) has none. */
const media = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a CSS media query matches, followed as it changes (false without `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = media(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => media(query)?.matches ?? false,
    () => false,
  );
}
