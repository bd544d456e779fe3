import { useSyncExternalStore } from 'react';

/** docs/product.md#admin-area: from this width the admin area uses two columns. */
const wideQuery = '(min-width: 1024px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery) : null);

function subscribe(changed: () => void) {
  const list = media();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** Whether the window is 1024 px wide or more, following it as it is resized. */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
