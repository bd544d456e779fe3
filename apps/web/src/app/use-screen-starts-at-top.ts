import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * docs/product.md#routes-and-navigation: a screen opened inside the app starts at its top (a place
 * opened from far down the list shows its name, not the middle of its reviews). Explore is left
 * alone: it scrolls back to where it was left by itself.
 */
export function useScreenStartsAtTop(explore: boolean): void {
  const [location] = useLocation();
  const firstLocation = useRef(location);
  const navigated = useRef(false);
  useLayoutEffect(() => {
    if (!navigated.current && location === firstLocation.current) return;
    navigated.current = true;
    if (!explore) window.scrollTo(0, 0);
  }, [location, explore]);
}
