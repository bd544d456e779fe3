import { openDatabaseFromEnv } from '../database';
import { loadEnv } from '../env';
import { createUsersRepository } from '../modules/users/repository';

const usage = 'Usage: npm run admin -- grant <email> | revoke <email>';
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email?.includes('@')) {
  console.error(usage);
  process.exit(2);
}

const database = await openDatabaseFromEnv(loadEnv());
try {
  const changed = await createUsersRepository(database.db).setAdminByEmail(
    email,
    command === 'grant',
  );
  if (changed === 0) {
    console.error(`No user with the email ${email}. They need to sign in once first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is ${command === 'grant' ? 'now an admin' : 'no longer an admin'}.`);
  }
} finally {
  await database.close();
}
