import type { AdminReport, ResolveReportBody } from '@waggle/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminPlacesPath } from './get-admin-places';
import { adminReportsPath } from './get-admin-reports';
import { adminReviewsPath } from './get-hidden-reviews';
import { publicPlacesPath, useModeration } from './use-moderation';

interface Resolution extends ResolveReportBody {
  report: Pick<AdminReport, 'id' | 'target'>;
}

/** POST /api/admin/reports/:id/resolve — hide what the report points at, or dismiss it. */
export async function resolveReport({ report, action }: Resolution): Promise<void> {
  await apiRequest('POST', `${adminReportsPath}/${report.id}/resolve`, { action });
}

const resolvedTitle = ({ report, action }: Resolution) => {
  if (action === 'dismiss') return 'Report dismissed';
  return report.target === 'place' ? 'Place hidden' : 'Review hidden';
};

export const useResolveReport = () =>
  useModeration({
    run: resolveReport,
    affects: [adminReportsPath, adminReviewsPath, adminPlacesPath, publicPlacesPath],
    done: resolvedTitle,
    failed: "Couldn't resolve the report",
  });
