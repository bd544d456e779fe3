import type { AdminUser } from '@waggle/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersPath } from './get-admin-users';
import { useModeration } from './use-moderation';

interface AdminChange {
  user: Pick<AdminUser, 'id' | 'name'>;
  isAdmin: boolean;
}

/** PATCH /api/admin/users/:id — grant or revoke admin rights. */
export async function updateUser({ user, isAdmin }: AdminChange): Promise<void> {
  await apiRequest('PATCH', `${adminUsersPath}/${user.id}`, { isAdmin });
}

export const useUpdateUser = () =>
  useModeration({
    run: updateUser,
    // The person's own record too: an admin who changed their own rights sees it at once.
    affects: [adminUsersPath, '/api/users'],
    done: ({ user, isAdmin }: AdminChange) =>
      isAdmin ? `${user.name} is now an admin` : `${user.name} is no longer an admin`,
    failed: "Couldn't change admin rights",
  });
