import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeSchema } from '@waggle/shared/places';
import { defaultRead } from '../../../lib/query-client';

/** GET /api/locations/:id — one active place. */
const readPlace = defaultRead(placeSchema);

export const placeQueryOptions = (id: number) =>
  queryOptions({ queryKey: [`/api/locations/${id}`] as const, queryFn: readPlace });

export const usePlace = (id: number) => useQuery(placeQueryOptions(id));
