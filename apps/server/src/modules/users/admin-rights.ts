import { conflict } from '../../http-error';
import type { UsersRepository } from './repository';

/** Who is an admin besides ADMIN_EMAILS (`npm run admin -- grant|revoke <email>`). */
export function createAdminRightsService(
  repository: UsersRepository,
  adminEmails: readonly string[],
) {
  return {
    /** False when nobody with that email has signed in yet. */
    async set(email: string, isAdmin: boolean): Promise<boolean> {
      // ADMIN_EMAILS makes its people admins again at every sign-in: the list wins.
      if (!isAdmin && adminEmails.includes(email.trim().toLowerCase())) {
        throw conflict(
          `${email} is listed in ADMIN_EMAILS, which makes them an admin again at every sign-in. ` +
            'Remove the address from ADMIN_EMAILS to revoke their admin rights.',
        );
      }
      return (await repository.setAdminByEmail(email, isAdmin)) > 0;
    },
  };
}
