import type {
  AdminReport,
  AdminSuggestion,
  AdminUser,
  auditEntrySchema,
} from '@waggle/shared/admin';
import { placeFieldsSchema, type PlaceFieldChanges } from '@waggle/shared/place-fields';
import type { Review } from '@waggle/shared/reviews';
import type { z } from 'zod';
import { toPlace } from '../places/api-shape';
import { publicName, toPerson } from '../users/api-shape';
import type { AuditRepository } from './audit-repository';
import type { AdminReportsRepository } from './reports-repository';
import type { AdminSuggestionsRepository } from './suggestions-repository';
import type { AdminUserRow } from './users-repository';

type Rows<T extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<T>>[number];

/** A suggestion's proposed fields, as the shared schema validated them when it was sent. */
export const proposedFields = (proposed: unknown): PlaceFieldChanges =>
  placeFieldsSchema.partial().parse(proposed);

export const toAdminSuggestion = (
  row: Rows<AdminSuggestionsRepository['listPending']>,
): AdminSuggestion => ({
  id: row.id,
  kind: row.kind,
  placeId: row.placeId,
  fields: proposedFields(row.proposed),
  current: row.current && toPlace(row.current),
  note: row.note,
  photoUrl: row.photoUrl,
  author: toPerson(row.author),
  createdAt: row.createdAt.toISOString(),
});

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
