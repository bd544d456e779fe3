import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, suggestions } from '@waggle/db/schema';
import type { PlaceFieldChanges } from '@waggle/shared/place-fields';

type NewSuggestionRow = Omit<typeof suggestions.$inferInsert, 'proposed'> & {
  proposed: PlaceFieldChanges;
};

/** Every column, `proposed` typed: the place fields as the shared schema validated them. */
const suggestionColumns = {
  ...getTableColumns(suggestions),
  proposed: sql<PlaceFieldChanges>`${suggestions.proposed}`,
};

/** The suggestions people send, and read back with what an admin decided. */
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
  };
}
export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
export type SuggestionRow = Awaited<ReturnType<SuggestionsRepository['insert']>>;
