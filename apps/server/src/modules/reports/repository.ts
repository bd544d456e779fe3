import type { Database } from '@waggle/db/client';
import { reports } from '@waggle/db/schema';

type NewReportRow = typeof reports.$inferInsert;

/** The reports people file on places and reviews. */
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
  };
}
