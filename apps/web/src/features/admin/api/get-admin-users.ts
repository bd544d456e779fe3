import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema } from '@waggle/shared/admin';
import { defaultRead } from '../../../lib/query-client';

export const adminUsersPath = '/api/admin/users';

/** GET /api/admin/users?q= — people by name or email, with their admin rights. */
const readUsers = defaultRead(adminUserListSchema);

export const adminUsersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [`${adminUsersPath}?q=${encodeURIComponent(search)}`] as const,
    queryFn: readUsers,
  });

/** The people matching `search`; while a new search loads, the last results stay on screen. */
export const useAdminUsers = (search: string) =>
  useQuery({ ...adminUsersQueryOptions(search), placeholderData: keepPreviousData });
