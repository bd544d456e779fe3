import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { favorites } from '@waggle/db/schema';

export function createFavoritesRepository(db: Database) {
  return {
    async listPlaceIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ placeId: favorites.placeId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.placeId));
      return rows.map((row) => row.placeId);
    },

    /** Saving twice is the same as saving once. */
    async add(userId: number, placeId: number): Promise<void> {
      await db.insert(favorites).values({ userId, placeId }).onConflictDoNothing();
    },

    async remove(userId: number, placeId: number): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.placeId, placeId)));
    },
  };
}
