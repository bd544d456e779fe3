import type { UserRow, UsersRepository } from './repository';

/**
 * What a change of admin rights did: `listed` when it refused to revoke an address ADMIN_EMAILS
 * lists (the list makes them an admin again at every sign-in: it wins); `unknown` when nobody
 * with that email has signed in yet.
 */
export type AdminRightsOutcome = 'changed' | 'listed' | 'unknown';

/** Who is an admin besides ADMIN_EMAILS: `npm run admin -- grant|revoke <email>`, the admin area. */
export function createAdminRightsService(
  repository: UsersRepository,
  adminEmails: readonly string[],
) {
  const listed = (email: string, isAdmin: boolean) =>
    !isAdmin && adminEmails.includes(email.trim().toLowerCase());
  return {
    /** Everyone who signed in with this email (the operator's command names an address). */
    async setByEmail(email: string, isAdmin: boolean): Promise<AdminRightsOutcome> {
      if (listed(email, isAdmin)) return 'listed';
      return (await repository.setAdminByEmail(email, isAdmin)) > 0 ? 'changed' : 'unknown';
    },
    /** One person, whoever else shares their address. */
    async setForUser(user: UserRow, isAdmin: boolean): Promise<AdminRightsOutcome> {
      if (listed(user.email, isAdmin)) return 'listed';
      return (await repository.setAdmin(user.id, isAdmin)) ? 'changed' : 'unknown';
    },
  };
}
