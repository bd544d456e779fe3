import { useQuery } from '@tanstack/react-query';
import type { PlaceList } from '@waggle/shared/places';

export const placesQueryKey = (limit: number) => [`/api/locations?limit=${limit}`] as const;

/** The newest places (GET /api/locations). */
export function usePlaces(limit = 20) {
  return useQuery<PlaceList>({ queryKey: placesQueryKey(limit) });
}
