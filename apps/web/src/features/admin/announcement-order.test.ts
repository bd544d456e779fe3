import type { AdminAnnouncement } from '@waggle/shared/announcement-admin';
import { describe, expect, it } from 'vitest';
import { adminAnnouncementOrder } from './announcement-order';

const announcement = (
  id: number,
  state: AdminAnnouncement['state'],
  publishedAt: string,
  updatedAt = '2026-05-01T00:00:00Z',
): AdminAnnouncement => ({
  id,
  title: `Announcement ${id}`,
  content: 'Text',
  imageUrl: null,
  publishedAt,
  status: state === 'archived' ? 'archived' : state === 'draft' ? 'draft' : 'active',
  priority: 0,
  state,
  createdAt: '2026-05-01T00:00:00Z',
  updatedAt,
});

describe('admin announcements order (docs/product.md#admin-area)', () => {
  it('lists scheduled soonest first, live newest first, drafts last edited first, then archived', () => {
    const ordered = adminAnnouncementOrder([
      announcement(1, 'archived', '2026-01-01T00:00:00Z'),
      announcement(2, 'live', '2026-04-01T00:00:00Z'),
      announcement(3, 'draft', '2026-09-01T00:00:00Z', '2026-05-02T00:00:00Z'),
      announcement(4, 'scheduled', '2026-08-01T00:00:00Z'),
      announcement(5, 'live', '2026-05-01T00:00:00Z'),
      announcement(6, 'scheduled', '2026-07-01T00:00:00Z'),
      announcement(7, 'draft', '2026-01-01T00:00:00Z', '2026-05-03T00:00:00Z'),
      announcement(8, 'archived', '2026-03-01T00:00:00Z'),
    ]);
    expect(ordered.map(({ id }) => id)).toEqual([6, 4, 5, 2, 7, 3, 8, 1]);
  });

  it('keeps the list it was given as it was', () => {
    const given = [
      announcement(1, 'live', '2026-04-01T00:00:00Z'),
      announcement(2, 'scheduled', '2026-08-01T00:00:00Z'),
    ];
    adminAnnouncementOrder(given);
    expect(given.map(({ id }) => id)).toEqual([1, 2]);
  });
});
