import type { AdminUser, auditEntrySchema } from '@waggle/shared/admin';
import type { z } from 'zod';
import { publicName, toPerson } from '../users/api-shape';
import type { AuditRepository } from './audit-repository';
import type { AdminUserRow } from './users-repository';

type Rows<T extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<T>>[number];

/** `adminEmails`: ADMIN_EMAILS, whose addresses the admin area cannot revoke. */
export const toAdminUser = (row: AdminUserRow, adminEmails: readonly string[]): AdminUser => ({
  id: row.id,
  name: publicName(row),
  email: row.email,
  isAdmin: row.isAdmin,
  adminByConfig: adminEmails.includes(row.email.toLowerCase()),
  createdAt: row.createdAt.toISOString(),
});

export const toAuditEntry = (
  row: Rows<AuditRepository['listRecent']>,
): z.infer<typeof auditEntrySchema> => ({
  id: row.id,
  actor: toPerson(row.actor),
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});
