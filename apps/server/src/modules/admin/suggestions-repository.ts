import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, suggestions, users } from '@waggle/db/schema';
import { placeColumns } from '../places/columns';

type SuggestionRow = typeof suggestions.$inferSelect;
export type SuggestionDecision = Pick<SuggestionRow, 'status' | 'reviewedBy' | 'adminNote'> &
  Partial<Pick<SuggestionRow, 'placeId' | 'photoUrl'>>;

/** The suggestions queue: what admins read and decide. */
export function createAdminSuggestionsRepository(db: Database) {
  return {
    /** Pending suggestions, oldest first, with their authors and, for an edit, the place. */
    listPending(limit: number) {
      return db
        .select({
          id: suggestions.id,
          kind: suggestions.kind,
          placeId: suggestions.placeId,
          proposed: suggestions.proposed,
          note: suggestions.note,
          photoUrl: suggestions.photoUrl,
          createdAt: suggestions.createdAt,
          author: { id: users.id, displayName: users.displayName, username: users.username },
          current: placeColumns,
        })
        .from(suggestions)
        .innerJoin(users, eq(users.id, suggestions.userId))
        .leftJoin(places, eq(places.id, suggestions.placeId))
        .where(eq(suggestions.status, 'pending'))
        .orderBy(asc(suggestions.createdAt), asc(suggestions.id))
        .limit(limit);
    },

    async countPending(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(suggestions)
        .where(eq(suggestions.status, 'pending'));
      return row?.count ?? 0;
    },

    /** The suggestion, locked until the transaction ends: an admin is deciding it. */
    async lockById(id: number): Promise<SuggestionRow | undefined> {
      const [row] = await db.select().from(suggestions).where(eq(suggestions.id, id)).for('update');
      return row;
    },

    async decide(id: number, decision: SuggestionDecision): Promise<void> {
      await db
        .update(suggestions)
        .set({ ...decision, reviewedAt: sql`now()` })
        .where(eq(suggestions.id, id));
    },

    /** Takes this photo off the suggestions that show it; returns their ids. */
    async removePhoto(url: string): Promise<number[]> {
      const rows = await db
        .update(suggestions)
        .set({ photoUrl: null })
        .where(eq(suggestions.photoUrl, url))
        .returning({ id: suggestions.id });
      return rows.map((row) => row.id);
    },
  };
}
export type AdminSuggestionsRepository = ReturnType<typeof createAdminSuggestionsRepository>;
