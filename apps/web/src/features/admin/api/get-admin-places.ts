import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPlacesEndpoint } from '@waggle/shared/api/admin-places';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** Places by name, hidden ones included; while a new search loads, the last results stay on screen. */
export const useAdminPlaces = (search: string) =>
  useQuery({
    ...endpointQueryOptions(adminPlacesEndpoint, { query: { q: search } }),
    placeholderData: keepPreviousData,
  });
