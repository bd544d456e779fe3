import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditKind } from '@waggle/shared/admin';
import { auditLogEndpoint } from '@waggle/shared/api/admin-overview';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** Which entries: one admin's and/or one kind's; everything when neither is given. */
export interface AuditFilter {
  actor?: number | undefined;
  kind?: AuditKind | undefined;
}

/** What admins did, newest first (docs/product.md#activity-log); the last list stays while a filter loads. */
export const useAuditLog = ({ actor, kind }: AuditFilter = {}) =>
  useQuery({
    ...endpointQueryOptions(auditLogEndpoint, { query: { actor, kind } }),
    placeholderData: keepPreviousData,
  });
