import type { z } from 'zod';
import type { auditEntrySchema } from '@waggle/shared/admin';
import { toPerson } from '../users/api-shape';
import type { AuditRepository } from './audit-repository';

type AuditRow = Awaited<ReturnType<AuditRepository['listRecent']>>[number];

export const toAuditEntry = (row: AuditRow): z.infer<typeof auditEntrySchema> => ({
  id: row.id,
  actor: toPerson(row.actor),
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetPlaceId: row.targetType === 'place' ? row.targetId : row.targetPlaceId,
  before: row.before,
  after: row.after,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});
