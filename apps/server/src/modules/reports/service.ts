import { alreadyReportedMessage, type ReportBody } from '@waggle/shared/reports';
import { conflict, notFound } from '../../http-error';
import type { Identity } from '../../identity';
import type { Transaction } from '../../repositories';
import { requireActivePlace } from '../places/service';
import type { RequireActor } from '../users/actor-service';

/** DESIGN.md §3 reports: a signed-in user flags a place or a review they can see. */
export function createReportsService(transaction: Transaction, requireActor: RequireActor) {
  return {
    async create(identity: Identity, body: ReportBody): Promise<void> {
      const actor = await requireActor(identity);
      const filed = await transaction(async (tx) => {
        if (body.target === 'place') {
          await requireActivePlace(tx, body.placeId);
        } else if (!(await tx.reviews.lockVisible(body.reviewId))) {
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
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
