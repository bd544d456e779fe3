import { useQuery } from '@tanstack/react-query';
import { adminReportsEndpoint } from '@waggle/shared/api/admin-reports';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** The open reports, each with the place or review it points at. */
export const useAdminReports = () => useQuery(endpointQueryOptions(adminReportsEndpoint));
