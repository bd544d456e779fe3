import type { z } from 'zod';
import type { AuditAction } from '@waggle/shared/admin';
import type { AnnouncementMessages } from '@waggle/shared/announcements';
import type {
  AdminAnnouncement,
  adminAnnouncementListSchema,
  AnnouncementBody,
  AnnouncementPatch,
} from '@waggle/shared/announcement-admin';
import { notFound } from '../../http-error';
import type { Identity } from '../../identity';
import type { Lsn } from '../../replica/lsn';
import type { ServiceContext } from '../../service-context';
import { changedFields, recordAudit } from '../admin/audit-service';
import { toAdminAnnouncement, toMessage } from './api-shape';
import type { AnnouncementChanges, AnnouncementRow } from './repository';

/** The most announcements a list holds: years of them at the pace a team writes news. */
const announcementListLimit = 100;

/** A status change says what the edit did: published (now or when scheduled) or archived. */
function actionOf(before: AnnouncementRow, changes: AnnouncementChanges): AuditAction {
  if (changes.status === before.status) return 'announcement.update';
  switch (changes.status) {
    case 'active':
      return 'announcement.publish';
    case 'archived':
      return 'announcement.archive';
    case 'draft':
    case undefined:
      return 'announcement.update';
  }
}

// docs/product.md#announcements: anyone reads the published ones; admins write them, each change
// in one transaction with its audit entry.
export function createAnnouncementsService({
  repositories,
  reads,
  transaction,
  requireAdmin,
}: ServiceContext) {
  const repository = repositories.announcements;
  return {
    /**
     * docs/product.md#announcements GET /motd/messages.json: active and due (a scheduled one once
     * its time came). From the read replica when it may.
     */
    published(readAfter: Lsn | undefined): Promise<AnnouncementMessages> {
      const now = new Date();
      return reads.read(readAfter, async (side) => {
        const rows = await side.announcements.listPublished(now, announcementListLimit);
        return { messages: rows.map(toMessage) };
      });
    },

    /** Every announcement, newest first, with where it stands now. */
    async list(identity: Identity): Promise<z.infer<typeof adminAnnouncementListSchema>> {
      await requireAdmin(identity);
      const rows = await repository.listAll(announcementListLimit);
      const now = new Date();
      return { announcements: rows.map((row) => toAdminAnnouncement(row, now)) };
    },

    async create(identity: Identity, body: AnnouncementBody): Promise<AdminAnnouncement> {
      const actor = await requireAdmin(identity);
      const values = { ...body, publishedAt: new Date(body.publishedAt) };
      const row = await transaction(async (tx) => {
        const created = await tx.announcements.insert(values);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'announcement.create',
          target: { type: 'announcement', id: created.id },
          before: null,
          after: values,
        });
        return created;
      });
      return toAdminAnnouncement(row, new Date());
    },

    /** Any fields: an edit, a reschedule, publishing or archiving. Nothing changed, nothing written. */
    async update(
      identity: Identity,
      id: number,
      { publishedAt, ...fields }: AnnouncementPatch,
    ): Promise<AdminAnnouncement> {
      const actor = await requireAdmin(identity);
      const changes: AnnouncementChanges =
        publishedAt === undefined ? fields : { ...fields, publishedAt: new Date(publishedAt) };
      const row = await transaction(async (tx) => {
        const before = await tx.announcements.lock(id);
        if (!before) throw notFound('Announcement');
        const change = changedFields(before, changes);
        if (!change) return before;
        const after = await tx.announcements.update(id, changes);
        if (!after) throw notFound('Announcement');
        await recordAudit(tx, {
          actorId: actor.id,
          action: actionOf(before, changes),
          target: { type: 'announcement', id },
          ...change,
        });
        return after;
      });
      return toAdminAnnouncement(row, new Date());
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
