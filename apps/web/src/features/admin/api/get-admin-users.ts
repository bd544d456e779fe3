import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersEndpoint } from '@waggle/shared/api/admin-users';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** People by name or email, with their admin rights; while a new search loads, the last results stay on screen. */
export const useAdminUsers = (search: string) =>
  useQuery({
    ...endpointQueryOptions(adminUsersEndpoint, { query: { q: search } }),
    placeholderData: keepPreviousData,
  });
