import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { users } from '@waggle/db/schema';
import { containsPattern } from '../../like-pattern';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Pick<NewUserRow, 'displayName' | 'dogName' | 'dogSize'>>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByFirebaseUid(firebaseUid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid));
      return row;
    },

    /**
     * Creates the user of a Firebase uid, or refreshes what the identity provider owns (email,
     * whether it verified it, photo) on a later sign-in. The name is the identity's only until the user has one: a name
     * edited in the profile is never overwritten. `created` tells insert from update.
     */
    async upsertByFirebaseUid(
      values: NewUserRow,
      grantAdmin: boolean,
    ): Promise<{ row: UserRow; created: boolean }> {
      const [result] = await db
        .insert(users)
        .values({ ...values, isAdmin: grantAdmin })
        .onConflictDoUpdate({
          target: users.firebaseUid,
          set: {
            email: values.email,
            emailVerified: values.emailVerified,
            photoUrl: values.photoUrl,
            displayName: sql`coalesce(${users.displayName}, excluded.display_name)`,
            updatedAt: sql`now()`,
            ...(grantAdmin ? { isAdmin: true } : {}),
          },
        })
        // xmax is 0 on a freshly inserted row version: one round trip tells insert from update.
        .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
      if (!result) throw new Error('The user upsert returned no row');
      const { created, ...row } = result;
      return { row, created };
    },

    /** Users no sign-in made (seeding); their ids, in the order given. */
    async insertMany(rows: readonly NewUserRow[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(users)
        .values([...rows])
        .returning({ id: users.id });
      return inserted.map((row) => row.id);
    },

    async update(id: number, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Everyone who signed in with this email, whatever its case. */
    findByEmail(email: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    },

    /**
     * Sets the admin flag of the users with this email (`npm run admin`): a grant reaches only
     * those whose email is verified (docs/product.md#roles-and-permissions).
     */
    async setAdminByEmail(email: string, isAdmin: boolean): Promise<void> {
      await db
        .update(users)
        .set({ isAdmin, updatedAt: sql`now()` })
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            isAdmin ? eq(users.emailVerified, true) : undefined,
          ),
        );
    },

    /** The user has seen the decisions on their contributions up to now. */
    async markDecisionsSeen(id: number): Promise<void> {
      await db
        .update(users)
        .set({ decisionsSeenAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Sets one user's admin flag (the admin area names a person, not an address). */
    async setAdmin(id: number, isAdmin: boolean): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ isAdmin, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Holds the user row until the transaction ends, shared: their other writes go on, while
     * their account's deletion (which takes `lock`) waits. False when the account is gone.
     */
    async lockShared(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, id))
        .for('share');
      return rows.length > 0;
    },

    /** The people the admin area lists, newest first; `q` matches the name or the email. */
    search(q: string, limit: number) {
      const pattern = containsPattern(q);
      return db
        .select({
          id: users.id,
          displayName: users.displayName,
          username: users.username,
          email: users.email,
          emailVerified: users.emailVerified,
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

    /** Holds the user row until the transaction ends (account deletion's first step). */
    async lock(id: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },

    /**
     * Deletes the user row; their favourites, reviews, suggestions and reports go with it
     * (foreign keys cascade) and places they created stay with created_by cleared.
     */
    async delete(id: number): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type AdminUserRow = Awaited<ReturnType<UsersRepository['search']>>[number];
