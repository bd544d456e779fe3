import type { UserRow, UsersRepository } from './repository';

/**
 * What a change of admin rights did: `listed` when it refused to revoke an address ADMIN_EMAILS
 * lists (the list makes them an admin again at every sign-in: it wins); `unverified` when it
 * refused to grant them to an email the sign-in provider has not verified; `unknown` when nobody
 * with that email has signed in yet.
 */
export type AdminRightsOutcome = 'changed' | 'listed' | 'unverified' | 'unknown';

/**
 * ADMIN_EMAILS makes this account an admin at every sign-in: its address is listed, and verified
 * (docs/product.md#roles-and-permissions).
 */
export const adminByConfig = (
  user: Pick<UserRow, 'email' | 'emailVerified'>,
  adminEmails: readonly string[],
) => user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase());

/** Who is an admin besides ADMIN_EMAILS: `npm run admin -- grant|revoke <email>`, the admin area. */
export function createAdminRightsService(
  repository: UsersRepository,
  adminEmails: readonly string[],
) {
  /** Why this change to these people is refused, if it is. */
  const refusal = (people: readonly UserRow[], isAdmin: boolean) => {
    if (isAdmin && !people.some((user) => user.emailVerified)) return 'unverified';
    if (!isAdmin && people.some((user) => adminByConfig(user, adminEmails))) return 'listed';
    return undefined;
  };
  return {
    /** Everyone who signed in with this email (the operator's command names an address). */
    async setByEmail(email: string, isAdmin: boolean): Promise<AdminRightsOutcome> {
      const people = await repository.findByEmail(email.trim());
      if (people.length === 0) return 'unknown';
      const refused = refusal(people, isAdmin);
      if (refused) return refused;
      await repository.setAdminByEmail(email.trim(), isAdmin);
      return 'changed';
    },
    /** One person, whoever else shares their address. */
    async setForUser(user: UserRow, isAdmin: boolean): Promise<AdminRightsOutcome> {
      const refused = refusal([user], isAdmin);
      if (refused) return refused;
      return (await repository.setAdmin(user.id, isAdmin)) ? 'changed' : 'unknown';
    },
  };
}
