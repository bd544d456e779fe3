import { useMemo, useSyncExternalStore } from 'react';
import {
  prefersDarkQuery,
  prefersReducedMotionQuery,
  type SystemPreferences,
} from './display-settings';

/** One media query as a store React can subscribe to. */
function mediaQueryStore(query: string) {
  return {
    subscribe: (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => matchMedia(query).matches,
  };
}

const dark = mediaQueryStore(prefersDarkQuery);
const reducedMotion = mediaQueryStore(prefersReducedMotionQuery);

/** What the system asks for (dark theme, reduced motion), followed as it changes. */
export function useSystemPreferences(): SystemPreferences {
  const prefersDark = useSyncExternalStore(dark.subscribe, dark.matches);
  const prefersReducedMotion = useSyncExternalStore(reducedMotion.subscribe, reducedMotion.matches);
  return useMemo(
    () => ({ dark: prefersDark, reducedMotion: prefersReducedMotion }),
    [prefersDark, prefersReducedMotion],
  );
}
