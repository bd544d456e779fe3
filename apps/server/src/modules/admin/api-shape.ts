import type { AdminReport, AdminUser, auditEntrySchema } from '@waggle/shared/admin';
import type { Review } from '@waggle/shared/reviews';
import type { z } from 'zod';
import { publicName, toPerson } from '../users/api-shape';
import type { AuditRepository } from './audit-repository';
import type { AdminReportsRepository } from './reports-repository';
import type { AdminUserRow } from './users-repository';

type Rows<T extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<T>>[number];

export const toAdminReport = (
  row: Rows<AdminReportsRepository['listOpen']>,
  review: Review | null,
): AdminReport => ({
  id: row.id,
  target: row.target,
  reason: row.reason,
  note: row.note,
  place: row.place,
  review,
  reporter: toPerson(row.reporter),
  createdAt: row.createdAt.toISOString(),
});

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
