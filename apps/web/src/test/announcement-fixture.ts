import type { AnnouncementMessage } from '@waggle/shared/announcements';

/** An active announcement as /motd/messages.json sends it, with only what a test cares about set. */
export const announcementFixture = (
  fields: Partial<AnnouncementMessage> & { id: number },
): AnnouncementMessage => ({
  title: `Message ${fields.id}`,
  content: `Body ${fields.id}`,
  imageUrl: null,
  publishedAt: '2026-05-03T09:00:00.000Z',
  status: 'active',
  priority: 0,
  ...fields,
});
