import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { places, reports, reviews, users } from '@waggle/db/schema';

export type ReportRow = typeof reports.$inferSelect;
type NewReportRow = typeof reports.$inferInsert;

/** What a report points at. */
export interface ReportedTarget {
  type: ReportRow['target'];
  id: number;
}

const pointsAt = ({ type, id }: ReportedTarget) =>
  and(
    eq(reports.target, type),
    type === 'place' ? eq(reports.placeId, id) : eq(reports.reviewId, id),
  );

/** The reports people file on places and reviews, and the queue in which admins resolve them. */
export function createReportsRepository(db: Database) {
  return {
    /**
     * Files an open report, unless the user already has one open on the same target (the unique
     * index reports_open_user_target_uq, the table's only unique key besides its id): returns
     * whether it was filed.
     */
    async insertOpen(row: Omit<NewReportRow, 'status'>): Promise<boolean> {
      const filed = await db
        .insert(reports)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return filed.length > 0;
    },

    /** Whether the user's report on the place or the review is open. */
    async hasOpen(
      userId: number,
      target: { placeId?: number; reviewId?: number },
    ): Promise<boolean> {
      const on =
        target.placeId === undefined
          ? eq(reports.reviewId, target.reviewId ?? 0)
          : and(eq(reports.target, 'place'), eq(reports.placeId, target.placeId));
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.userId, userId), eq(reports.status, 'open'), on))
        .limit(1);
      return row !== undefined;
    },

    /** Open reports, oldest first, with their reporters and the place (a review's place). */
    listOpen(limit: number) {
      return db
        .select({
          id: reports.id,
          target: reports.target,
          reviewId: reports.reviewId,
          reason: reports.reason,
          note: reports.note,
          createdAt: reports.createdAt,
          place: { id: places.id, name: places.name, city: places.city },
          reporter: { id: users.id, displayName: users.displayName, username: users.username },
        })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.userId))
        .leftJoin(reviews, eq(reviews.id, reports.reviewId))
        .innerJoin(places, eq(places.id, sql`coalesce(${reports.placeId}, ${reviews.placeId})`))
        .where(eq(reports.status, 'open'))
        .orderBy(asc(reports.createdAt), asc(reports.id))
        .limit(limit);
    },

    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reports)
        .where(eq(reports.status, 'open'));
      return row?.count ?? 0;
    },

    /** The report, locked until the transaction ends: an admin is resolving it. */
    async lockById(id: number): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
      return row;
    },

    /** Closes the open reports these conditions pick; returns their ids. */
    async closeOpen(
      which: { id: number } | { target: ReportedTarget },
      status: Exclude<ReportRow['status'], 'open'>,
      resolvedBy: number,
    ): Promise<number[]> {
      const rows = await db
        .update(reports)
        .set({ status, resolvedBy, resolvedAt: sql`now()` })
        .where(
          and(
            eq(reports.status, 'open'),
            'id' in which ? eq(reports.id, which.id) : pointsAt(which.target),
          ),
        )
        .returning({ id: reports.id });
      return rows.map((row) => row.id);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type OpenReportRow = Awaited<ReturnType<ReportsRepository['listOpen']>>[number];
