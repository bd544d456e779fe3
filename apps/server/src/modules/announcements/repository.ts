import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { announcements } from '@waggle/db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
/** What an admin can change: the fields they write. */
export type AnnouncementChanges = Partial<
  Pick<AnnouncementRow, 'title' | 'content' | 'imageUrl' | 'publishedAt' | 'status' | 'priority'>
>;

const newestFirst = [desc(announcements.publishedAt), desc(announcements.id)];

export function createAnnouncementsRepository(db: Database) {
  return {
    /**
     * What readers get: active announcements whose publishing time has come, newest first
     * (served by announcements_status_published_idx).
     */
    listPublished(now: Date, limit: number): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(and(eq(announcements.status, 'active'), lte(announcements.publishedAt, now)))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** Every announcement, drafts and archived ones too, newest first. */
    listAll(limit: number): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .orderBy(...newestFirst)
        .limit(limit);
    },

    async lock(id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select()
        .from(announcements)
        .where(eq(announcements.id, id))
        .for('update');
      return row;
    },

    async insert(values: NewAnnouncementRow): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      if (!row) throw new Error('insert into announcements returned no row');
      return row;
    },

    async update(id: number, changes: AnnouncementChanges): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .update(announcements)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(announcements.id, id))
        .returning();
      return row;
    },
  };
}
