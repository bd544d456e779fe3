import type { z } from 'zod';
import type { AdminSummary, auditListSchema } from '@waggle/shared/admin';
import type { Identity } from '../../identity';
import { toAuditEntry } from './api-shape';
import type { AdminContext } from './context';

/** The longest a queue or list is: the summary's counts tell how many wait beyond it. */
export const adminListLimit = 100;

export function createAdminOverviewService({ repositories, requireAdmin }: AdminContext) {
  return {
    /** How much waits in each queue. */
    async summary(identity: Identity): Promise<AdminSummary> {
      await requireAdmin(identity);
      const [pendingSuggestions, openReports, hiddenReviews] = await Promise.all([
        repositories.suggestions.countPending(),
        repositories.reports.countOpen(),
        repositories.reviews.countHidden(),
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
