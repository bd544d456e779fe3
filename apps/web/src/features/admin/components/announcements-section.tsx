import type { AdminAnnouncement } from '@waggle/shared/announcement-admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/errors';
import { useAdminAnnouncements } from '../api/get-admin-announcements';
import { useSaveAnnouncement } from '../api/save-announcement';
import { dayText, momentText } from '../../../lib/dates';
import { adminAnnouncementOrder } from '../announcement-order';
import { ActionButton } from './action-button';
import { AdminSection, cardClasses } from './admin-section';
import { AnnouncementForm } from './announcement-form';
import { QueryList } from './query-list';

/** Where the announcement stands for readers, in words. */
function stateText(announcement: AdminAnnouncement): string {
  switch (announcement.state) {
    case 'draft':
      return 'Draft — not shown';
    case 'scheduled':
      return `Scheduled for ${momentText(announcement.publishedAt)}`;
    case 'live':
      return `Shown since ${dayText(announcement.publishedAt)}`;
    case 'archived':
      return 'Archived — no longer shown';
  }
}

function AnnouncementCard({
  announcement,
  onEdit,
}: {
  announcement: AdminAnnouncement;
  onEdit: () => void;
}) {
  const save = useSaveAnnouncement();
  const archived = announcement.status === 'archived';
  const archive = () =>
    save.mutate(
      { id: announcement.id, body: { status: 'archived' } },
      { onError: (error) => toastError("Couldn't archive the announcement", error) },
    );
  return (
    <article className={cardClasses}>
      <h3 className="font-semibold text-stone-900 dark:text-stone-50">{announcement.title}</h3>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {stateText(announcement)} · Priority {announcement.priority}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        {!archived && (
          <ActionButton busy={save.isPending} busyText="Archiving…" onClick={archive}>
            Archive
          </ActionButton>
        )}
      </div>
    </article>
  );
}

/**
 * Announcements (docs/product.md#preview-banner): write one with a live preview, schedule it (a publishing time in
 * the future), set its priority, publish it (active) or keep it a draft, and archive it.
 */
export function AnnouncementsSection() {
  const announcements = useAdminAnnouncements();
  // null: the form for a new one; undefined: no form open.
  const [editing, setEditing] = useState<AdminAnnouncement | null | undefined>(undefined);
  return (
    <AdminSection
      title="Announcements"
      action={
        editing === undefined && (
          <Button className="mt-3" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" /> New announcement
          </Button>
        )
      }
    >
      {editing !== undefined && (
        <AnnouncementForm
          key={editing?.id ?? 'new'}
          announcement={editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      <QueryList
        query={announcements}
        what="announcements"
        items={(data) => adminAnnouncementOrder(data.announcements)}
        empty="No announcements yet."
      >
        {(announcement) => (
          <AnnouncementCard announcement={announcement} onEdit={() => setEditing(announcement)} />
        )}
      </QueryList>
    </AdminSection>
  );
}
