import { useEffect, useState } from 'react';
import { readCachedLocations, type CachedPlace } from '../cached-locations';

/** The cached list (`waggle-cached-locations`) as it stood when the component mounted; null while it is read. */
export function useCachedLocations(): CachedPlace[] | null {
  const [cached, setCached] = useState<CachedPlace[] | null>(null);
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
