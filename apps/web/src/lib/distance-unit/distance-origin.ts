import type { LatLng } from '@waggle/shared/distance';
import { createContext, useContext, useMemo } from 'react';
import { defaultPositionName, useUserLocation } from '../location/location-context';

/** Where distances are measured from; `name` says where, null when it is the person's own position. */
export interface DistanceOrigin {
  position: LatLng;
  name: string | null;
}

/** A screen's own centre (Explore's list near a town), for the distances shown inside it. */
export const DistanceOriginContext = createContext<DistanceOrigin | null>(null);

/** docs/product.md#distance: the person's position once known, else central London by name. */
export function useOwnDistanceOrigin(): DistanceOrigin {
  const { position, hasFix } = useUserLocation();
  const name = hasFix ? null : defaultPositionName;
  return useMemo(() => ({ position, name }), [position, name]);
}

/** The screen's centre if it has one, else the person's own origin. */
export function useDistanceOrigin(): DistanceOrigin {
  const chosen = useContext(DistanceOriginContext);
  const own = useOwnDistanceOrigin();
  return chosen ?? own;
}
