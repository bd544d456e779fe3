import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSummarySchema } from '@waggle/shared/admin';
import { defaultRead } from '../../../lib/query-client';

export const adminSummaryPath = '/api/admin/summary';

/** GET /api/admin/summary — how many suggestions, reports and hidden reviews wait. */
const readSummary = defaultRead(adminSummarySchema);

export const adminSummaryQueryOptions = () =>
  queryOptions({ queryKey: [adminSummaryPath] as const, queryFn: readSummary });

export const useAdminSummary = () => useQuery(adminSummaryQueryOptions());
