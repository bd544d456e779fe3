import { useQuery } from '@tanstack/react-query';
import { auditLogEndpoint } from '@waggle/shared/api/admin-overview';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** What admins did, newest first. */
export const useAuditLog = () => useQuery(endpointQueryOptions(auditLogEndpoint));
