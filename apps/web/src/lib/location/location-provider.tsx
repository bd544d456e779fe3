import type { LatLng } from '@waggle/shared/distance';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { storage } from '../storage';
import { getDevicePosition } from './device-position';
import {
  defaultPosition,
  LocationContext,
  type LocationStatus,
  type UserLocation,
} from './location-context';
import { locationErrorMessage } from './location-error';

/** docs/product.md#device-location: anything other than "true" disables start-up location; missing counts as enabled. */
export const locationEnabledKey = 'location_enabled';

export function LocationProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<LocationStatus>('idle');
  const [fix, setFix] = useState<LatLng | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  const refresh = useCallback(() => {
    const id = ++request.current;
    setStatus('locating');
    setError(null);
    getDevicePosition().then(
      (position) => {
        if (id !== request.current) return;
        setFix(position);
        setStatus('located');
      },
      (reason: unknown) => {
        if (id !== request.current) return;
        setError(locationErrorMessage(reason));
        setStatus('error');
      },
    );
  }, []);

  // docs/product.md#device-location: runs at start-up unless the flag says otherwise.
  useEffect(() => {
    let cancelled = false;
    void storage.get(locationEnabledKey).then((flag) => {
      if (!cancelled && (flag === null || flag === 'true')) refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [refresh]);

  const value = useMemo<UserLocation>(
    () => ({ status, position: fix ?? defaultPosition, hasFix: fix !== null, error, refresh }),
    [status, fix, error, refresh],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
