import { useCallback, useEffect, useState } from 'react';
import { toastError } from '../errors';
import { storage } from '../storage';
import { locationEnabledKey } from './location-provider';

/**
 * docs/product.md#device-location `location_enabled`: whether Waggle asks for the position when it starts. Anything other
 * than "true" turns it off; nothing stored counts as on.
 */
export function useLocationOnStart(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useState(true);
  useEffect(() => {
    let cancelled = false;
    void storage.get(locationEnabledKey).then((flag) => {
      if (!cancelled) setEnabled(flag === null || flag === 'true');
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const change = useCallback((next: boolean) => {
    setEnabled(next);
    storage
      .set(locationEnabledKey, String(next))
      .catch((error: unknown) => toastError("Couldn't save your settings", error));
  }, []);
  return [enabled, change];
}
