import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPlaceListSchema } from '@waggle/shared/admin';
import { defaultRead } from '../../../lib/query-client';

export const adminPlacesPath = '/api/admin/places';

/** GET /api/admin/places?q= — places by name, hidden ones included. */
const readPlaces = defaultRead(adminPlaceListSchema);

export const adminPlacesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [`${adminPlacesPath}?q=${encodeURIComponent(search)}`] as const,
    queryFn: readPlaces,
  });

/** The places matching `search`; while a new search loads, the last results stay on screen. */
export const useAdminPlaces = (search: string) =>
  useQuery({ ...adminPlacesQueryOptions(search), placeholderData: keepPreviousData });
