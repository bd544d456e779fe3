import { adminSummarySchema, auditListSchema, auditQuerySchema } from '../admin';
import { defineEndpoint } from './endpoint';
import { adminAuditPath, adminSummaryPath } from './paths';

// docs/architecture.md#http-api /api/admin/...: admins only, every action written to the audit log.

/** How many suggestions, reports and hidden reviews wait. */
export const adminSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: adminSummaryPath,
  response: adminSummarySchema,
  access: 'admin',
});

/** What admins did, newest first: everything, or one admin's and/or one kind's. */
export const auditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: adminAuditPath,
  query: auditQuerySchema,
  response: auditListSchema,
  access: 'admin',
});
