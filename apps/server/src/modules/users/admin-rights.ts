import type { UsersRepository } from './repository';

/**
 * What `set` did: `listed` when it refused to revoke an address ADMIN_EMAILS lists (the list makes
 * them an admin again at every sign-in: it wins); `unknown` when nobody with that email has
 * signed in yet.
 */
export type AdminRightsOutcome = 'changed' | 'listed' | 'unknown';

/** Who is an admin besides ADMIN_EMAILS (`npm run admin -- grant|revoke <email>`). */
export function createAdminRightsService(
  repository: UsersRepository,
  adminEmails: readonly string[],
) {
  return {
    async set(email: string, isAdmin: boolean): Promise<AdminRightsOutcome> {
      if (!isAdmin && adminEmails.includes(email.trim().toLowerCase())) return 'listed';
      return (await repository.setAdminByEmail(email, isAdmin)) > 0 ? 'changed' : 'unknown';
    },
  };
}
