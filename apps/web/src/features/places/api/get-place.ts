import { useQuery } from '@tanstack/react-query';
import type { Place } from '@waggle/shared/places';

export const placeQueryKey = (id: string) => [`/api/locations/${encodeURIComponent(id)}`] as const;

/** One place (GET /api/locations/:id). */
export function usePlace(id: string) {
  return useQuery<Place>({ queryKey: placeQueryKey(id) });
}
