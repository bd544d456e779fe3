import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
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
const kept = isNull(uploads.discardedAt);
const ids = { id: uploads.id };

/** Uploads a method marked `files_pending`: the caller settles them after its commit. */
export type PendingUploads = { id: number }[];

/** Namespace of the per-uploader advisory locks (the daily limit's count and insert). */
const uploaderLockSpace = 0x75706c64; // "upld"

/**
 * The uploads table: who uploaded which stored image, what it is attached to, and what its files
 * should be (served, withheld or gone). A method that changes that marks the rows `files_pending`
 * and returns their ids: the caller has the store catch up once its transaction commits
 * (image-files.ts), and whatever fails then is retried by the cleanup.
 */
export function createUploadsRepository(db: Database) {
  /** Discards the matching kept uploads: detached, their files to be deleted. */
  const discard = (where: ReturnType<typeof and>) =>
    db
      .update(uploads)
      .set({ discardedAt: sql`now()`, attachedTo: null, attachedId: null, filesPending: true })
      .where(and(kept, where))
      .returning(ids);

  return {
    async insert(row: NewUploadRow): Promise<UploadRow> {
      const [inserted] = await db.insert(uploads).values(row).returning();
      if (!inserted) throw new Error('insert into uploads returned no row');
      return inserted;
    },

    /** Holds one uploader's uploads still until the transaction ends (count, then insert). */
    async lockUploader(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${uploaderLockSpace}, ${userId})`);
    },

    /**
     * When the `count`th newest of a user's uploads since `since` was made (discarded ones count
     * too); null when there are fewer. The daily limit is full while this is within the day, and
     * has room again once it leaves it.
     */
    async nthNewestSince(userId: number, since: Date, count: number): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: uploads.createdAt })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, since)))
        .orderBy(desc(uploads.createdAt))
        .offset(count - 1)
        .limit(1);
      return row?.createdAt ?? null;
    },

    /**
     * Attaches the user's uploads with these URLs to `attachment`. An upload already attached
     * elsewhere, discarded, someone else's, or unknown is not attached: its URL is returned, so
     * the caller refuses the write (and rolls back).
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
            kept,
            or(isNull(uploads.attachedTo), attachedTo(attachment)),
          ),
        )
        .returning({ url: uploads.url });
      const done = new Set(attached.map((row) => row.url));
      return urls.filter((url) => !done.has(url));
    },

    /** Discards the uploads attached to `attachment` except those in `keep`. */
    discardAttached: (attachment: Attachment, keep: readonly string[] = []) =>
      discard(
        and(attachedTo(attachment), keep.length ? notInArray(uploads.url, [...keep]) : undefined),
      ),

    /** Discards the upload with this display URL, wherever it is attached. */
    discardByUrl: (url: string) => discard(eq(uploads.url, url)),

    /** Discards the uploads nobody attached within the grace period (a form left unsent). */
    discardUnattachedBefore: (before: Date) =>
      discard(and(isNull(uploads.attachedTo), lt(uploads.createdAt, before))),

    /**
     * Discards a user's uploads for their account's deletion, except the photos that became a
     * place's through an approved suggestion (places stay, docs/product.md#suggestions).
     */
    discardOwnedBy: (userId: number) =>
      discard(
        and(
          eq(uploads.userId, userId),
          or(isNull(uploads.attachedTo), ne(uploads.attachedTo, 'place')),
        ),
      ),

    /** Serves or withholds what is attached (a review hidden or shown again). */
    setServed: (attachment: Attachment, served: boolean) =>
      db
        .update(uploads)
        .set({ served, filesPending: true })
        .where(and(attachedTo(attachment), kept, ne(uploads.served, served)))
        .returning(ids),

    /** The kept upload with this display URL attached to `attachment`; its keys name its files. */
    async findAttached(url: string, attachment: Attachment) {
      const [row] = await db
        .select({ key: uploads.key, thumbnailKey: uploads.thumbnailKey, served: uploads.served })
        .from(uploads)
        .where(and(eq(uploads.url, url), attachedTo(attachment), kept));
      return row;
    },

    /** Moves what is attached to `from` over to `to` (an approved suggestion's photo → its place). */
    async move(from: Attachment, to: Attachment): Promise<void> {
      await db
        .update(uploads)
        .set({ attachedTo: to.to, attachedId: to.id })
        .where(and(attachedTo(from), kept));
    },

    /** Uploads whose files have yet to catch up, oldest first. */
    async pendingIds(limit: number): Promise<number[]> {
      const rows = await db
        .select(ids)
        .from(uploads)
        .where(eq(uploads.filesPending, true))
        .orderBy(asc(uploads.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * The upload if its files have yet to catch up, locked until the transaction ends; undefined
     * when they have, or when another process is at it (it is skipped, not waited for).
     */
    async lockPending(id: number): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.filesPending, true)))
        .for('update', { skipLocked: true });
      return row;
    },

    async markSettled(id: number): Promise<void> {
      await db.update(uploads).set({ filesPending: false }).where(eq(uploads.id, id));
    },

    /** Deletes the rows of discarded uploads made before `before` whose files are gone. */
    async purgeDiscardedBefore(before: Date): Promise<number> {
      const purged = await db
        .delete(uploads)
        .where(
          and(
            isNotNull(uploads.discardedAt),
            eq(uploads.filesPending, false),
            lt(uploads.createdAt, before),
          ),
        )
        .returning(ids);
      return purged.length;
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
