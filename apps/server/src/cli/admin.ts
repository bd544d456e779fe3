import { openDatabaseFromEnv } from '../database';
import { loadEnv } from '../env';
import { createAdminRightsService } from '../modules/users/admin-rights';
import { createUsersRepository } from '../modules/users/repository';

const usage = 'Usage: npm run admin -- grant <email> | revoke <email>';
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email?.includes('@')) {
  console.error(usage);
  process.exit(2);
}

const env = loadEnv();
const database = await openDatabaseFromEnv(env);
try {
  const adminRights = createAdminRightsService(
    createUsersRepository(database.db),
    env.ADMIN_EMAILS,
  );
  const granting = command === 'grant';
  switch (await adminRights.setByEmail(email, granting)) {
    case 'changed':
      console.log(`${email} is ${granting ? 'now an admin' : 'no longer an admin'}.`);
      break;
    case 'unknown':
      console.error(`No user with the email ${email}. They need to sign in once first.`);
      process.exitCode = 1;
      break;
    case 'listed':
      console.error(
        `${email} is listed in ADMIN_EMAILS, which makes them an admin again at every sign-in. ` +
          'Remove the address from ADMIN_EMAILS to revoke their admin rights.',
      );
      process.exitCode = 1;
      break;
  }
} finally {
  await database.close();
}
