import { distanceKm, formatDistance, type LatLng } from '@waggle/shared/distance';
import { useCallback } from 'react';
import { useDistanceOrigin, type DistanceOrigin } from './distance-origin';
import { useDistanceUnit } from './distance-unit';

/**
 * The docs/product.md#distance text to a place in the user's unit: from `origin` if given, else
 * from where the screen measures (its centre, the person, or central London), named unless it
 * is the person.
 */
export function useDistanceText(origin?: DistanceOrigin): (place: LatLng) => string {
  const screenOrigin = useDistanceOrigin();
  const { position, name } = origin ?? screenOrigin;
  const { unit } = useDistanceUnit();
  return useCallback(
    (place) => formatDistance(distanceKm(position, place), unit, name ?? undefined),
    [position, name, unit],
  );
}
