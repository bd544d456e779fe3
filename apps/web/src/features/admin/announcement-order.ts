import type { AdminAnnouncement } from '@waggle/shared/announcement-admin';

// docs/product.md#admin-area: what readers will see next, what they see now, then the rest.
const stateRank: Record<AdminAnnouncement['state'], number> = {
  scheduled: 0,
  live: 1,
  draft: 2,
  archived: 3,
};

const time = (iso: string) => new Date(iso).getTime();

/** Which of two announcements of the same state comes first. */
function withinState(a: AdminAnnouncement, b: AdminAnnouncement): number {
  switch (a.state) {
    case 'scheduled':
      return time(a.publishedAt) - time(b.publishedAt);
    case 'draft':
      return time(b.updatedAt) - time(a.updatedAt);
    case 'live':
    case 'archived':
      return time(b.publishedAt) - time(a.publishedAt);
  }
}

/**
 * The admin's list of announcements: scheduled ones (the soonest first), live ones (the newest
 * first), drafts (the last edited first), then archived ones (the newest first).
 */
export const adminAnnouncementOrder = (
  announcements: readonly AdminAnnouncement[],
): AdminAnnouncement[] =>
  [...announcements].sort(
    (a, b) => stateRank[a.state] - stateRank[b.state] || withinState(a, b) || b.id - a.id,
  );
