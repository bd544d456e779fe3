import { announcementState, type AnnouncementMessage } from '@waggle/shared/announcements';
import { type AdminAnnouncement } from '@waggle/shared/announcement-admin';
import type { AnnouncementRow } from './repository';

/** docs/product.md#announcements Announcement message: a row as GET /motd/messages.json lists it. */
export const toMessage = (row: AnnouncementRow): AnnouncementMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl,
  publishedAt: row.publishedAt.toISOString(),
  status: row.status,
  priority: row.priority,
});

/** A row as the admin area lists it, with where it stands at `now`. */
export function toAdminAnnouncement(row: AnnouncementRow, now: Date): AdminAnnouncement {
  const message = { ...toMessage(row), imageUrl: row.imageUrl };
  return {
    ...message,
    state: announcementState(message, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
