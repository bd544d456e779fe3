import type { AdminReport, ResolveReportBody } from '@waggle/shared/admin';
import { resolveReportEndpoint } from '@waggle/shared/api/admin-reports';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

interface Resolution extends ResolveReportBody {
  report: Pick<AdminReport, 'id' | 'target'>;
}

/** Hide what the report points at, or dismiss it. */
const resolveReport = ({ report, ...body }: Resolution) =>
  sendEndpoint(resolveReportEndpoint, { params: { id: report.id }, body });

const resolvedTitle = ({ report, action }: Resolution) => {
  if (action === 'dismiss') return 'Report dismissed';
  return report.target === 'place' ? 'Place hidden' : 'Review hidden';
};

export const useResolveReport = () =>
  useModeration({
    run: resolveReport,
    endpoint: resolveReportEndpoint,
    done: resolvedTitle,
    failed: "Couldn't resolve the report",
  });
