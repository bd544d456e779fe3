import { z } from 'zod';
import { announcementStatuses } from './domain';

// docs/product.md#announcements: the messages of the day, which admins create, schedule
// (publishedAt in the future) and archive. The dialog, the archive screen and the admin area all
// work with these schemas and rules; the server serves GET /motd/messages.json with them.

const isoTime = z.iso.datetime({ offset: true });

/** docs/product.md#announcements Announcement message. */
export const announcementMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  imageUrl: z.string().nullish(),
  publishedAt: isoTime,
  status: z.enum(announcementStatuses),
  priority: z.number(),
});
export type AnnouncementMessage = z.infer<typeof announcementMessageSchema>;

/** docs/product.md#announcements GET /motd/messages.json. */
export const announcementMessagesSchema = z.object({
  messages: z.array(announcementMessageSchema),
});
export type AnnouncementMessages = z.infer<typeof announcementMessagesSchema>;

/** Where an announcement stands for readers: not yet out, waiting for its time, shown, or gone. */
export const announcementStates = ['draft', 'scheduled', 'live', 'archived'] as const;
export type AnnouncementState = (typeof announcementStates)[number];

type Schedulable = Pick<AnnouncementMessage, 'id' | 'status' | 'publishedAt' | 'priority'>;

const isPublished = (message: Schedulable, now: Date) =>
  Date.parse(message.publishedAt) <= now.getTime();

const newestFirst = (a: Schedulable, b: Schedulable) =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

/** Draft and archived as stored; an active one is scheduled until its publishing time, then live. */
export function announcementState(message: Schedulable, now: Date): AnnouncementState {
  switch (message.status) {
    case 'draft':
      return 'draft';
    case 'archived':
      return 'archived';
    case 'active':
      return isPublished(message, now) ? 'live' : 'scheduled';
  }
}

/** docs/product.md#local-storage: ISO date text, and a JSON array of message ids. */
export const motdLastSeenKey = 'motd_lastSeen';
export const motdDismissedIdsKey = 'motd_dismissedIds';

/** What this device remembers of the messages it showed (the two stored keys). */
export interface MessagesSeen {
  lastSeen: string | null;
  dismissedIds: readonly number[];
}

/** The stored last-seen time; null when missing or not an ISO date. */
export function parseLastSeen(stored: string | null | undefined): string | null {
  const parsed = isoTime.safeParse(stored);
  return parsed.success ? new Date(parsed.data).toISOString() : null;
}

/** The stored dismissed ids, each once; bad JSON or another shape is none, non-ids are dropped. */
export function parseDismissedIds(stored: string | null | undefined): number[] {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is number => Number.isSafeInteger(id)).reduce(dismiss, []);
}

/**
 * The messages the dialog shows, in its order. docs/product.md#announcements: active, not dismissed, not
 * published in the future, and published after the last-seen time when there is one; docs/product.md#announcements:
 * higher priority first, then newer first.
 */
export function unreadMessages<T extends Schedulable>(
  messages: readonly T[],
  { now, lastSeen, dismissedIds }: MessagesSeen & { now: Date },
): T[] {
  const dismissed = new Set(dismissedIds);
  const seenUntil = lastSeen === null ? Number.NaN : Date.parse(lastSeen);
  return messages
    .filter(
      (message) =>
        message.status === 'active' &&
        !dismissed.has(message.id) &&
        isPublished(message, now) &&
        (Number.isNaN(seenUntil) || Date.parse(message.publishedAt) > seenUntil),
    )
    .sort((a, b) => b.priority - a.priority || newestFirst(a, b));
}

/**
 * The archive: docs/product.md#announcements, only messages already published, newest first (and, docs/product.md#announcements, only active
 * ones are shown), each read when its id was dismissed.
 */
export function readView<T extends Schedulable>(
  messages: readonly T[],
  { now, dismissedIds }: Pick<MessagesSeen, 'dismissedIds'> & { now: Date },
): (T & { isRead: boolean })[] {
  const dismissed = new Set(dismissedIds);
  return messages
    .filter((message) => message.status === 'active' && isPublished(message, now))
    .sort(newestFirst)
    .map((message) => ({ ...message, isRead: dismissed.has(message.id) }));
}

/** docs/product.md#announcements: dismissing adds the id to the dismissed list (once). */
export function dismiss(dismissedIds: readonly number[], id: number): number[] {
  return dismissedIds.includes(id) ? [...dismissedIds] : [...dismissedIds, id];
}

/**
 * docs/product.md#announcements "Mark all as seen": now becomes the last-seen time, and every message
 * unread until now is dismissed.
 */
export function markAllSeen(
  messages: readonly Schedulable[],
  seen: MessagesSeen & { now: Date },
): { lastSeen: string; dismissedIds: number[] } {
  return {
    lastSeen: seen.now.toISOString(),
    dismissedIds: unreadMessages(messages, seen)
      .map((message) => message.id)
      .reduce(dismiss, [...seen.dismissedIds]),
  };
}
