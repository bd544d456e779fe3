import { useQuery } from '@tanstack/react-query';
import { adminSummaryEndpoint } from '@waggle/shared/api/admin-overview';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** How many suggestions, reports and hidden reviews wait. */
export const useAdminSummary = () => useQuery(endpointQueryOptions(adminSummaryEndpoint));
