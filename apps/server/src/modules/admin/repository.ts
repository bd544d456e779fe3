import type { Database } from '@waggle/db/client';
import { createAdminUsersRepository } from './users-repository';

/** What the admin area reads and decides in the moderation queues and the people list. */
export function createAdminRepository(db: Database) {
  return {
    users: createAdminUsersRepository(db),
  };
}
