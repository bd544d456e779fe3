import { useMemo } from 'react';
import { useMediaQuery } from '../use-media-query';
import {
  prefersDarkQuery,
  prefersReducedMotionQuery,
  type SystemPreferences,
} from './display-settings';

/** What the system asks for (dark theme, reduced motion), followed as it changes. */
export function useSystemPreferences(): SystemPreferences {
  const prefersDark = useMediaQuery(prefersDarkQuery);
  const prefersReducedMotion = useMediaQuery(prefersReducedMotionQuery);
  return useMemo(
    () => ({ dark: prefersDark, reducedMotion: prefersReducedMotion }),
    [prefersDark, prefersReducedMotion],
  );
}
