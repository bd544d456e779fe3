import type { LatLng } from '@waggle/shared/distance';
import { createContext, useContext } from 'react';

/** docs/product.md#device-location User location: central London until a fix arrives. */
export const defaultPosition: LatLng = { lat: 51.5074, lng: -0.1278 };
/** The default position as a person reads it. */
export const defaultPositionName = 'central London';

/** docs/product.md#device-location: idle → locating → a position or an error message. */
export type LocationStatus = 'idle' | 'locating' | 'located' | 'error';

export interface UserLocation {
  status: LocationStatus;
  /** The device's fix, else the default position. */
  position: LatLng;
  /** True once the position is the device's own. */
  hasFix: boolean;
  error: string | null;
  refresh: () => void;
}

export const LocationContext = createContext<UserLocation | null>(null);

export function useUserLocation(): UserLocation {
  const value = useContext(LocationContext);
  // docs/product.md#device-location: using the location context outside its provider is a developer error.
  if (!value) throw new Error('useUserLocation must be used within a LocationProvider');
  return value;
}
