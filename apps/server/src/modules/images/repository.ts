import { and, eq, gte, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { uploads } from '@waggle/db/schema';
import type { UploadAttachment } from '@waggle/shared/domain';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

/** What an upload is attached to: a review, a suggestion or a place, by id. */
export interface Attachment {
  to: UploadAttachment;
  id: number;
}

const attachedTo = ({ to, id }: Attachment) =>
  and(eq(uploads.attachedTo, to), eq(uploads.attachedId, id));

/**
 * The uploads table: who uploaded which stored image, and what it is attached to. Rows that a
 * method removes are returned, so the caller deletes their files once the transaction commits.
 */
export function createUploadsRepository(db: Database) {
  return {
    async insert(row: NewUploadRow): Promise<UploadRow> {
      const [inserted] = await db.insert(uploads).values(row).returning();
      if (!inserted) throw new Error('insert into uploads returned no row');
      return inserted;
    },

    /** How many images a user uploaded since `since` (the daily limit). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, since)));
      return row?.count ?? 0;
    },

    /**
     * Attaches the user's uploads with these URLs to `attachment`. An upload already attached
     * elsewhere, someone else's, or unknown is not attached: its URL is returned, so the caller
     * refuses the write (and rolls back).
     */
    async attach(userId: number, urls: readonly string[], attachment: Attachment) {
      if (urls.length === 0) return [];
      const attached = await db
        .update(uploads)
        .set({ attachedTo: attachment.to, attachedId: attachment.id })
        .where(
          and(
            inArray(uploads.url, [...urls]),
            eq(uploads.userId, userId),
            or(isNull(uploads.attachedTo), attachedTo(attachment)),
          ),
        )
        .returning({ url: uploads.url });
      const done = new Set(attached.map((row) => row.url));
      return urls.filter((url) => !done.has(url));
    },

    /** Removes the uploads attached to `attachment` except those in `keep`; returns them. */
    takeDetached(attachment: Attachment, keep: readonly string[] = []) {
      return db
        .delete(uploads)
        .where(
          and(attachedTo(attachment), keep.length ? notInArray(uploads.url, [...keep]) : undefined),
        )
        .returning();
    },

    /** Moves what is attached to `from` over to `to` (an approved suggestion's photo → its place). */
    async move(from: Attachment, to: Attachment): Promise<void> {
      await db
        .update(uploads)
        .set({ attachedTo: to.to, attachedId: to.id })
        .where(attachedTo(from));
    },

    /** Removes the upload with this display URL wherever it is attached; returns it. */
    takeByUrl(url: string) {
      return db.delete(uploads).where(eq(uploads.url, url)).returning();
    },

    /** Removes uploads nobody attached within the grace period (the cleanup); returns them. */
    takeUnattachedBefore(before: Date) {
      return db
        .delete(uploads)
        .where(and(isNull(uploads.attachedTo), lt(uploads.createdAt, before)))
        .returning();
    },

    /**
     * Removes a user's uploads for their account's deletion, except the photos that became a
     * place's through an approved suggestion (places stay, DESIGN.md §3); returns them.
     */
    takeOwnedBy(userId: number) {
      return db
        .delete(uploads)
        .where(
          and(
            eq(uploads.userId, userId),
            or(isNull(uploads.attachedTo), ne(uploads.attachedTo, 'place')),
          ),
        )
        .returning();
    },

    /** The uploads attached to these targets (a hidden review's photos are no longer served). */
    findAttached(attachment: Attachment) {
      return db.select().from(uploads).where(attachedTo(attachment));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
