import type { AdminAnnouncement, AnnouncementBodyInput } from '@waggle/shared/announcement-admin';

/** The admin form's fields as typed; `publishedAt` as a datetime-local input holds it. */
export interface AnnouncementDraft {
  title: string;
  content: string;
  imageUrl: string;
  publishedAt: string;
  priority: string;
  status: AdminAnnouncement['status'];
}

export type DraftField = keyof AnnouncementDraft;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "2026-11-25T14:30" in the device's time zone, as a datetime-local input shows a moment. */
function localInputValue(moment: Date): string {
  const date = `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
  return `${date}T${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

/** The form for `announcement`, or for a new draft published now. */
export const draftOf = (announcement: AdminAnnouncement | null, now: Date): AnnouncementDraft =>
  announcement
    ? {
        title: announcement.title,
        content: announcement.content,
        imageUrl: announcement.imageUrl ?? '',
        publishedAt: localInputValue(new Date(announcement.publishedAt)),
        priority: String(announcement.priority),
        status: announcement.status,
      }
    : {
        title: '',
        content: '',
        imageUrl: '',
        publishedAt: localInputValue(now),
        priority: '0',
        status: 'draft',
      };

/**
 * The body the form sends, for the shared schema to check: a blank image is none, the local time
 * becomes an ISO moment, and what is not a number or a date stays as typed for the schema to
 * name it.
 */
export function bodyOf(draft: AnnouncementDraft): AnnouncementBodyInput {
  const publishedAt = new Date(draft.publishedAt);
  const priority = draft.priority.trim() === '' ? Number.NaN : Number(draft.priority);
  return {
    title: draft.title,
    content: draft.content,
    imageUrl: draft.imageUrl.trim() === '' ? null : draft.imageUrl,
    publishedAt: Number.isNaN(publishedAt.getTime())
      ? draft.publishedAt
      : publishedAt.toISOString(),
    priority,
    status: draft.status,
  };
}
