import { useQuery } from '@tanstack/react-query';
import type { PlacePage } from '@waggle/shared/places';

export const placesQueryKey = (limit: number) => [`/api/locations?limit=${limit}`] as const;

/** The newest places (GET /api/locations). */
export function usePlaces(limit = 20) {
  return useQuery<PlacePage>({ queryKey: placesQueryKey(limit) });
}
