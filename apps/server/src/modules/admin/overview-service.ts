import type { z } from 'zod';
import type { AdminSummary, auditListSchema } from '@waggle/shared/admin';
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

    /** What admins did, newest first. */
    async audit(identity: Identity): Promise<z.infer<typeof auditListSchema>> {
      await requireAdmin(identity);
      const rows = await repositories.audit.listRecent(adminListLimit);
      return { entries: rows.map(toAuditEntry) };
    },
  };
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
