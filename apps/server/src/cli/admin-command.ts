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
 * exit code: 0 done, 1 refused (no such user, or the address is in ADMIN_EMAILS), 2 bad arguments.
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
    const adminRights = createAdminRightsService(
      createUsersRepository(database.db),
      config.ADMIN_EMAILS,
    );
    const granting = command === 'grant';
    switch (await adminRights.setByEmail(email, granting)) {
      case 'changed':
        output.log(`${email} is ${granting ? 'now an admin' : 'no longer an admin'}.`);
        return 0;
      case 'unknown':
        output.error(`No user with the email ${email}. They need to sign in once first.`);
        return 1;
      case 'listed':
        output.error(
          `${email} is listed in ADMIN_EMAILS, which makes them an admin again at every sign-in. ` +
            'Remove the address from ADMIN_EMAILS to revoke their admin rights.',
        );
        return 1;
    }
  } finally {
    await database.close();
  }
}
