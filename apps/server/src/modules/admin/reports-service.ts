import type { z } from 'zod';
import type { adminReportListSchema, ResolveReportBody } from '@waggle/shared/admin';
import { conflict, notFound } from '../../http-error';
import type { Identity } from '../../identity';
import type { Repositories } from '../../repositories';
import type { PendingUploads } from '../images/repository';
import { changePlace } from '../places/changes-service';
import { reviewsByIds, setReviewStatus } from '../reviews/moderation-service';
import { toAdminReport } from './api-shape';
import type { AdminContext } from './context';
import { adminListLimit } from './overview-service';
import type { ReportedTarget } from './reports-repository';

type ReportRow = NonNullable<Awaited<ReturnType<Repositories['admin']['reports']['lockById']>>>;

/** What the report points at (the table's reports_one_target check: never neither). */
function reportedTarget(report: ReportRow): ReportedTarget {
  const id = report.target === 'place' ? report.placeId : report.reviewId;
  if (id === null) throw new Error(`Report ${report.id} points at no ${report.target}`);
  return { type: report.target, id };
}

/** Closes the picked open reports, each with its audit entry. */
async function closeReports(
  { admin, audit }: Repositories,
  actorId: number,
  which: Parameters<Repositories['admin']['reports']['closeOpen']>[0],
  status: 'resolved' | 'dismissed',
): Promise<void> {
  const ids = await admin.reports.closeOpen(which, status, actorId);
  for (const id of ids) {
    await audit.record({
      actorId,
      action: status === 'resolved' ? 'report.resolve' : 'report.dismiss',
      target: { type: 'report', id },
      before: { status: 'open' },
      after: { status },
    });
  }
}

/** Hides what the report points at; returns the photos no longer to serve. */
async function hideTarget(
  tx: Repositories,
  actorId: number,
  target: ReportedTarget,
): Promise<PendingUploads> {
  if (target.type === 'place') {
    await changePlace(tx, actorId, target.id, { status: 'hidden' }, 'place.hide');
    return [];
  }
  return (await setReviewStatus(tx, actorId, target.id, 'hidden')) ?? [];
}

export function createAdminReportsService({
  repositories,
  transaction,
  requireAdmin,
  imageFiles,
}: AdminContext) {
  return {
    /** Open reports, oldest first; a reported review is shown even when hidden. */
    async list(identity: Identity): Promise<z.infer<typeof adminReportListSchema>> {
      await requireAdmin(identity);
      const rows = await repositories.admin.reports.listOpen(adminListLimit);
      const reviewIds = rows.flatMap((row) => (row.reviewId === null ? [] : [row.reviewId]));
      const byId = await reviewsByIds(repositories, reviewIds);
      return {
        reports: rows.map((row) =>
          toAdminReport(row, row.reviewId === null ? null : (byId.get(row.reviewId) ?? null)),
        ),
      };
    },

    /** Hiding settles every open report on the same target; dismissing settles this one. */
    async resolve(identity: Identity, id: number, { action }: ResolveReportBody): Promise<void> {
      const actor = await requireAdmin(identity);
      const withheld = await transaction(async (tx) => {
        const report = await tx.admin.reports.lockById(id);
        if (!report) throw notFound('Report');
        if (report.status !== 'open') throw conflict(`This report was already ${report.status}.`);
        if (action === 'dismiss') {
          await closeReports(tx, actor.id, { id }, 'dismissed');
          return [];
        }
        const target = reportedTarget(report);
        const photos = await hideTarget(tx, actor.id, target);
        await closeReports(tx, actor.id, { target }, 'resolved');
        return photos;
      });
      await imageFiles.settle(withheld);
    },
  };
}
