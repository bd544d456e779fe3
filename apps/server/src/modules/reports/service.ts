import type { z } from 'zod';
import type { adminReportListSchema, ResolveReportBody } from '@waggle/shared/admin';
import {
  alreadyReportedMessage,
  reportReasonLabels,
  type OpenReportQuery,
  type ReportBody,
} from '@waggle/shared/reports';
import { conflict, notFound } from '../../http-error';
import type { Identity } from '../../identity';
import type { Repositories } from '../../repositories';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../admin/audit-service';
import { adminListLimit } from '../admin/overview-service';
import type { PendingUploads } from '../images/attachment-service';
import { changePlace } from '../places/changes-service';
import { requireActivePlace } from '../places/service';
import { lockVisibleReview, reviewsByIds, setReviewStatus } from '../reviews/moderation-service';
import { toAdminReport } from './api-shape';
import type { ReportedTarget, ReportRow, ReportsRepository } from './repository';

/** What the report points at (the table's reports_one_target check: never neither). */
function reportedTarget(report: ReportRow): ReportedTarget {
  const id = report.target === 'place' ? report.placeId : report.reviewId;
  if (id === null) throw new Error(`Report ${report.id} points at no ${report.target}`);
  return { type: report.target, id };
}

/** Closes the picked open reports, each with its audit entry. */
async function closeReports(
  tx: Repositories,
  actorId: number,
  which: Parameters<ReportsRepository['closeOpen']>[0],
  status: 'resolved' | 'dismissed',
): Promise<void> {
  const ids = await tx.reports.closeOpen(which, status, actorId);
  for (const id of ids) {
    await recordAudit(tx, {
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
  reason: string,
): Promise<PendingUploads> {
  if (target.type === 'place') {
    const changes = { status: 'hidden', hiddenReason: reason } as const;
    await changePlace(tx, actorId, target.id, changes, 'place.hide');
    return [];
  }
  return (await setReviewStatus(tx, actorId, target.id, { status: 'hidden', reason })) ?? [];
}

/** docs/product.md#moderation: a hide through a report gives the report's reason as its own. */
const reportedReason = (report: ReportRow) =>
  `Reported as “${reportReasonLabels[report.reason]}”${report.note ? `: ${report.note}` : ''}`;

/** docs/product.md#reports: a signed-in user flags a place or a review they can see. */
export function createReportsService(context: ServiceContext) {
  const { repositories, transaction, requireActor, requireAdmin, imageFiles } = context;
  const repository = repositories.reports;
  return {
    async create(identity: Identity, body: ReportBody): Promise<void> {
      const actor = await requireActor(identity);
      const filed = await transaction(async (tx) => {
        if (body.target === 'place') {
          await requireActivePlace(tx, body.placeId);
        } else if (!(await lockVisibleReview(tx, body.reviewId))) {
          throw notFound('Review');
        }
        return tx.reports.insertOpen({
          userId: actor.id,
          target: body.target,
          // reports_one_target: a review's report points at the review alone.
          placeId: body.target === 'place' ? body.placeId : null,
          reviewId: body.target === 'review' ? body.reviewId : null,
          reason: body.reason,
          note: body.note,
        });
      });
      if (!filed) throw conflict(alreadyReportedMessage);
    },

    /** Whether the caller's report on the place or review is still open. */
    async hasOpen(identity: Identity, target: OpenReportQuery): Promise<{ reported: boolean }> {
      const actor = await requireActor(identity);
      return { reported: await repository.hasOpen(actor.id, target) };
    },

    /** Open reports, oldest first; a reported review is shown even when hidden. */
    async list(identity: Identity): Promise<z.infer<typeof adminReportListSchema>> {
      await requireAdmin(identity);
      const rows = await repository.listOpen(adminListLimit);
      const reviewOf = await reviewsByIds(
        repositories,
        rows.map((row) => row.reviewId),
      );
      return { reports: rows.map((row) => toAdminReport(row, reviewOf(row.reviewId))) };
    },

    /** Hiding settles every open report on the same target; dismissing settles this one. */
    async resolve(
      identity: Identity,
      id: number,
      { action, reason }: ResolveReportBody,
    ): Promise<void> {
      const actor = await requireAdmin(identity);
      const withheld = await transaction(async (tx) => {
        const report = await tx.reports.lockById(id);
        if (!report) throw notFound('Report');
        if (report.status !== 'open') throw conflict(`This report was already ${report.status}.`);
        if (action === 'dismiss') {
          await closeReports(tx, actor.id, { id }, 'dismissed');
          return [];
        }
        const target = reportedTarget(report);
        const photos = await hideTarget(tx, actor.id, target, reason ?? reportedReason(report));
        await closeReports(tx, actor.id, { target }, 'resolved');
        return photos;
      });
      await imageFiles.settle(withheld);
    },

    /** How many reports are open (the admin summary, which checks rights first). */
    countOpen: () => repository.countOpen(),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
