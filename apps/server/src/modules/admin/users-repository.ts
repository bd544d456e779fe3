import { desc, or, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { users } from '@waggle/db/schema';
import { containsPattern } from '../../like-pattern';

/** The people the admin area lists. */
export function createAdminUsersRepository(db: Database) {
  return {
    /** Newest first; `q` matches the name or the email. */
    search(q: string, limit: number) {
      const pattern = containsPattern(q);
      return db
        .select({
          id: users.id,
          displayName: users.displayName,
          username: users.username,
          email: users.email,
          isAdmin: users.isAdmin,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(
          q
            ? or(
                sql`${users.displayName} ilike ${pattern}`,
                sql`${users.username} ilike ${pattern}`,
                sql`${users.email} ilike ${pattern}`,
              )
            : undefined,
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },
  };
}
export type AdminUserRow = Awaited<
  ReturnType<ReturnType<typeof createAdminUsersRepository>['search']>
>[number];
