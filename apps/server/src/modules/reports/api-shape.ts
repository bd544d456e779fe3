import type { AdminReport } from '@waggle/shared/admin';
import type { Review } from '@waggle/shared/reviews';
import { toPerson } from '../users/api-shape';
import type { OpenReportRow } from './repository';

/** An open report in the admin's queue, with the review it points at (null for a place). */
export const toAdminReport = (row: OpenReportRow, review: Review | null): AdminReport => ({
  id: row.id,
  target: row.target,
  reason: row.reason,
  note: row.note,
  place: row.place,
  review,
  reporter: toPerson(row.reporter),
  createdAt: row.createdAt.toISOString(),
});
