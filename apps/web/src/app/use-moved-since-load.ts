import { useState } from 'react';
import { useLocation } from 'wouter';

/**
 * The screen's path, and whether the app has moved to another screen since it loaded: the first
 * screen shown is where the person arrived, not a move inside the app.
 */
export function useMovedSinceLoad(): { location: string; moved: boolean } {
  const [location] = useLocation();
  const [firstLocation] = useState(location);
  const [moved, setMoved] = useState(false);
  if (!moved && location !== firstLocation) setMoved(true);
  return { location, moved: moved || location !== firstLocation };
}
