import { distanceKm, formatDistance, type LatLng } from '@waggle/shared/distance';
import { useCallback } from 'react';
import { useUserLocation } from '../location/location-context';
import { useDistanceUnit } from './distance-unit';

/** The docs/product.md#distance text from the user's position to a place, in the user's unit. */
export function useDistanceText(): (place: LatLng) => string {
  const { position } = useUserLocation();
  const { unit } = useDistanceUnit();
  return useCallback(
    (place) => formatDistance(distanceKm(position, place), unit),
    [position, unit],
  );
}
