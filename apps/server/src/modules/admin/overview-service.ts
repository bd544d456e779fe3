import type { z } from 'zod';
import type { AdminSummary, auditListSchema, auditQuerySchema } from '@waggle/shared/admin';
import { publicName } from '../users/api-shape';
import type { Identity } from '../../identity';
import type { ServiceContext } from '../../service-context';
import { toAuditEntry } from './api-shape';

/** The longest a queue or list is: the summary's counts tell how many wait beyond it. */
export const adminListLimit = 100;

/** How many wait in each queue: counted by the module that owns it. */
export type AdminQueues = Record<keyof AdminSummary, () => Promise<number>>;

/** The admin area's overview: the queues' summary and the audit log. */
export function createAdminOverviewService(
  { repositories, requireAdmin }: ServiceContext,
  queues: AdminQueues,
) {
  return {
    /** How much waits in each queue. */
    async summary(identity: Identity): Promise<AdminSummary> {
      await requireAdmin(identity);
      const [pendingSuggestions, openReports, hiddenReviews] = await Promise.all([
        queues.pendingSuggestions(),
        queues.openReports(),
        queues.hiddenReviews(),
      ]);
      return { pendingSuggestions, openReports, hiddenReviews };
    },

    /** What admins did, newest first: one admin's and/or one kind's when asked (docs/product.md#activity-log). */
    async audit(
      identity: Identity,
      { actor, kind }: z.infer<typeof auditQuerySchema>,
    ): Promise<z.infer<typeof auditListSchema>> {
      await requireAdmin(identity);
      const [rows, actors] = await Promise.all([
        repositories.audit.listRecent(adminListLimit, { actorId: actor, kind }),
        repositories.audit.listActors(),
      ]);
      return {
        entries: rows.map(toAuditEntry),
        actors: actors.map((row) => ({ id: row.id, name: publicName(row) })),
      };
    },
  };
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
