import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditListSchema } from '@waggle/shared/admin';
import { defaultRead } from '../../../lib/query-client';

export const auditLogPath = '/api/admin/audit';

/** GET /api/admin/audit — what admins did, newest first. */
const readAuditLog = defaultRead(auditListSchema);

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: [auditLogPath] as const, queryFn: readAuditLog });

export const useAuditLog = () => useQuery(auditLogQueryOptions());
