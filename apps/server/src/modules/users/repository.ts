import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, reviews, users } from '@waggle/db/schema';
import { ratingSummaryFromReviews } from '../reviews/rating-summary';

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

    /** Creates or updates the user of a Firebase uid; `created` tells which. */
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
            username: values.username,
            email: values.email,
            displayName: values.displayName,
            photoUrl: values.photoUrl,
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

    async update(id: number, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async setAdminByEmail(email: string, isAdmin: boolean): Promise<number> {
      const rows = await db
        .update(users)
        .set({ isAdmin, updatedAt: sql`now()` })
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .returning({ id: users.id });
      return rows.length;
    },

    /**
     * DESIGN.md §3 Account deletion, in one transaction: the user's favourites, reviews,
     * suggestions and reports go with the user row (foreign keys cascade), places they created
     * stay with created_by cleared, and the ratings of places they reviewed are recomputed.
     */
    async deleteAccount(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const reviewed = await tx
          .select({ placeId: reviews.placeId })
          .from(reviews)
          .where(eq(reviews.userId, id));
        const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
        const placeIds = reviewed.map((review) => review.placeId);
        if (placeIds.length > 0) {
          await tx.update(places).set(ratingSummaryFromReviews).where(inArray(places.id, placeIds));
        }
        return deleted.length > 0;
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
