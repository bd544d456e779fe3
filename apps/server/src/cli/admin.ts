import { openDatabaseFromEnv } from '../database';
import { loadEnv } from '../env';
import { HttpError } from '../http-error';
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
  if (await adminRights.set(email, command === 'grant')) {
    console.log(`${email} is ${command === 'grant' ? 'now an admin' : 'no longer an admin'}.`);
  } else {
    console.error(`No user with the email ${email}. They need to sign in once first.`);
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
