import type { Database } from '@waggle/db/client';
import { openDatabaseFromEnv } from '../database';
import type { Env } from '../env';
import { createAdminRightsService } from '../modules/users/admin-rights';
import { createUsersRepository } from '../modules/users/repository';

const usage = 'Usage: npm run admin -- grant <email> | revoke <email>';

/** Where the command writes: the process's stdout and stderr, or a test's lines. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `npm run admin -- grant|revoke <email>`: gives or takes admin rights by email. Resolves with the
 * exit code: 0 done, 1 refused (see changeAdminRights), 2 bad arguments.
 * `env` is read only once the arguments are good.
 */
export async function runAdminCommand(
  args: readonly string[],
  env: () => Env,
  output: CommandOutput,
): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email?.includes('@')) {
    output.error(usage);
    return 2;
  }
  const config = env();
  const database = await openDatabaseFromEnv(config);
  try {
    return await changeAdminRights(database.db, config.ADMIN_EMAILS, command, email, output);
  } finally {
    await database.close();
  }
}

/**
 * The command's work on an open database: 0 done, 1 refused (no such user, an address no sign-in
 * verified, or one listed in ADMIN_EMAILS).
 */
export async function changeAdminRights(
  db: Database,
  adminEmails: readonly string[],
  command: 'grant' | 'revoke',
  email: string,
  output: CommandOutput,
): Promise<number> {
  const adminRights = createAdminRightsService(createUsersRepository(db), adminEmails);
  const granting = command === 'grant';
  switch (await adminRights.setByEmail(email, granting)) {
    case 'changed':
      output.log(`${email} is ${granting ? 'now an admin' : 'no longer an admin'}.`);
      return 0;
    case 'unknown':
      output.error(`No user with the email ${email}. They need to sign in once first.`);
      return 1;
    case 'unverified':
      // docs/product.md#roles-and-permissions: only a verified address makes an admin.
      output.error(
        `${email} is not verified: their sign-in provider has not confirmed they own it, so it ` +
          'cannot make them an admin. They need to sign in once with a verified address ' +
          '(Google or Apple) first.',
      );
      return 1;
    case 'listed':
      output.error(
        `${email} is listed in ADMIN_EMAILS, which makes them an admin again at every sign-in. ` +
          'Remove the address from ADMIN_EMAILS to revoke their admin rights.',
      );
      return 1;
  }
}
