import { useLayoutEffect } from 'react';
import { useMovedSinceLoad } from './use-moved-since-load';

/**
 * docs/product.md#routes-and-navigation: a screen opened inside the app starts at its top (a place
 * opened from far down the list shows its name, not the middle of its reviews). Explore is left
 * alone: it scrolls back to where it was left by itself.
 */
export function useScreenStartsAtTop(explore: boolean): void {
  const { location, moved } = useMovedSinceLoad();
  useLayoutEffect(() => {
    if (moved && !explore) window.scrollTo(0, 0);
  }, [location, moved, explore]);
}
