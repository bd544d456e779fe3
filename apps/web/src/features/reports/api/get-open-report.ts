import { useQuery } from '@tanstack/react-query';
import { myOpenReportEndpoint } from '@waggle/shared/api/reports';
import { endpointQueryOptions } from '../../../lib/query-endpoint';
import type { ReportTarget } from '../report-target';

/** Whether the signed-in person's report on the target is still open (docs/product.md#reports). */
export const useOpenReport = (target: ReportTarget) =>
  useQuery(
    endpointQueryOptions(myOpenReportEndpoint, {
      query:
        target.target === 'place' ? { placeId: target.placeId } : { reviewId: target.reviewId },
    }),
  );
