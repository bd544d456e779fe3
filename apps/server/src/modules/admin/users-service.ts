import type { z } from 'zod';
import type { AdminUser, adminUserListSchema, adminSearchQuerySchema } from '@waggle/shared/admin';
import { conflict, notFound } from '../../http-error';
import type { Identity } from '../../identity';
import { createAdminRightsService } from '../users/admin-rights';
import type { UserRow } from '../users/repository';
import { publicName } from '../users/api-shape';
import { toAdminUser } from './api-shape';
import type { AdminContext } from './context';

/** A user target's snapshot: the one kind that names a person (forgetUser scrubs it). */
const userSnapshot = (user: UserRow, isAdmin: boolean) => ({
  name: publicName(user),
  email: user.email,
  isAdmin,
});

export function createAdminUsersService({
  repositories,
  transaction,
  requireAdmin,
  adminEmails,
}: AdminContext) {
  return {
    /** Newest first, or those whose name or email match. */
    async search(
      identity: Identity,
      { q, limit }: z.infer<typeof adminSearchQuerySchema>,
    ): Promise<z.infer<typeof adminUserListSchema>> {
      await requireAdmin(identity);
      const rows = await repositories.admin.users.search(q, limit);
      return { users: rows.map((row) => toAdminUser(row, adminEmails)) };
    },

    /** Grants or revokes one person's admin rights; ADMIN_EMAILS wins, as with `npm run admin`. */
    async setAdmin(identity: Identity, id: number, isAdmin: boolean): Promise<AdminUser> {
      const actor = await requireAdmin(identity);
      if (actor.id === id && !isAdmin) {
        throw conflict('You cannot revoke your own admin rights. Ask another admin to.');
      }
      const row = await transaction(async ({ users, audit }) => {
        const user = await users.findById(id);
        if (!user) throw notFound('User');
        const outcome = await createAdminRightsService(users, adminEmails).setForUser(
          user,
          isAdmin,
        );
        if (outcome === 'listed') {
          throw conflict(
            `${user.email} is listed in ADMIN_EMAILS, and the list wins: take it off the list to revoke.`,
          );
        }
        if (user.isAdmin !== isAdmin) {
          await audit.record({
            actorId: actor.id,
            action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
            target: { type: 'user', id },
            before: userSnapshot(user, user.isAdmin),
            after: userSnapshot(user, isAdmin),
          });
        }
        return users.findById(id);
      });
      if (!row) throw notFound('User');
      return toAdminUser(row, adminEmails);
    },
  };
}
