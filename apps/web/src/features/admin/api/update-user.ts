import type { AdminUser } from '@waggle/shared/admin';
import { updateAdminUserEndpoint } from '@waggle/shared/api/admin-users';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

interface AdminChange {
  user: Pick<AdminUser, 'id' | 'name'>;
  isAdmin: boolean;
}

/** Grant or revoke admin rights. */
const updateUser = ({ user, isAdmin }: AdminChange) =>
  sendEndpoint(updateAdminUserEndpoint, { params: { id: user.id }, body: { isAdmin } });

export const useUpdateUser = () =>
  useModeration({
    run: updateUser,
    endpoint: updateAdminUserEndpoint,
    done: ({ user, isAdmin }: AdminChange) =>
      isAdmin ? `${user.name} is now an admin` : `${user.name} is no longer an admin`,
    failed: "Couldn't change admin rights",
  });
