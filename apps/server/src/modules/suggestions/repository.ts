import { and, asc, desc, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, suggestions, users } from '@waggle/db/schema';
import type { PlaceFieldChanges } from '@waggle/shared/place-fields';

type NewSuggestionRow = Omit<typeof suggestions.$inferInsert, 'proposed'> & {
  proposed: PlaceFieldChanges;
};
export type StoredSuggestionRow = typeof suggestions.$inferSelect;
type SuggestionDecision = Pick<StoredSuggestionRow, 'status' | 'reviewedBy' | 'adminNote'> &
  Partial<Pick<StoredSuggestionRow, 'placeId' | 'photoUrl'>>;

/** Every column, `proposed` typed: the place fields as the shared schema validated them. */
const suggestionColumns = {
  ...getTableColumns(suggestions),
  proposed: sql<PlaceFieldChanges>`${suggestions.proposed}`,
};

/** The suggestions people send and read back, and the queue in which admins decide them. */
export function createSuggestionsRepository(db: Database) {
  return {
    async insert(row: NewSuggestionRow) {
      const [inserted] = await db.insert(suggestions).values(row).returning(suggestionColumns);
      if (!inserted) throw new Error('insert into suggestions returned no row');
      return inserted;
    },

    /** A user's suggestions, newest first, with the current name of the place each is for. */
    listByAuthor(userId: number) {
      return db
        .select({ ...suggestionColumns, currentName: places.name })
        .from(suggestions)
        .leftJoin(places, eq(places.id, suggestions.placeId))
        .where(eq(suggestions.userId, userId))
        .orderBy(desc(suggestions.createdAt), desc(suggestions.id));
    },

    /** Pending suggestions, oldest first, with their authors. */
    listPending(limit: number) {
      return db
        .select({
          id: suggestions.id,
          kind: suggestions.kind,
          placeId: suggestions.placeId,
          proposed: suggestions.proposed,
          base: suggestions.base,
          note: suggestions.note,
          photoUrl: suggestions.photoUrl,
          createdAt: suggestions.createdAt,
          author: { id: users.id, displayName: users.displayName, username: users.username },
        })
        .from(suggestions)
        .innerJoin(users, eq(users.id, suggestions.userId))
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
    async lockById(id: number): Promise<StoredSuggestionRow | undefined> {
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

    /** How many of the user's suggestions were decided after `since` (all decided without one). */
    async countDecidedSince(userId: number, since: Date | null): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(suggestions)
        .where(
          and(
            eq(suggestions.userId, userId),
            ne(suggestions.status, 'pending'),
            since ? gt(suggestions.reviewedAt, since) : undefined,
          ),
        );
      return row?.count ?? 0;
    },
  };
}
type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
export type SuggestionRow = Awaited<ReturnType<SuggestionsRepository['insert']>>;
export type PendingSuggestionRow = Awaited<
  ReturnType<SuggestionsRepository['listPending']>
>[number];
