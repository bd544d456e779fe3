import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminReportListSchema } from '@waggle/shared/admin';
import { defaultRead } from '../../../lib/query-client';

export const adminReportsPath = '/api/admin/reports';

/** GET /api/admin/reports — the open reports, each with the place or review it points at. */
const readReports = defaultRead(adminReportListSchema);

export const adminReportsQueryOptions = () =>
  queryOptions({ queryKey: [adminReportsPath] as const, queryFn: readReports });

export const useAdminReports = () => useQuery(adminReportsQueryOptions());
