import type { ListedPlace } from '@waggle/shared/places';
import { useEffect, useState } from 'react';
import { readCachedLocations } from '../cached-locations';

/** The cached list (`waggle-cached-locations`) as it stood when the component mounted; null while it is read. */
export function useCachedLocations(): ListedPlace[] | null {
  const [cached, setCached] = useState<ListedPlace[] | null>(null);
  useEffect(() => {
    let active = true;
    void readCachedLocations().then((places) => {
      if (active) setCached(places);
    });
    return () => {
      active = false;
    };
  }, []);
  return cached;
}
