import {
  dismiss,
  markAllSeen,
  motdDismissedIdsKey,
  motdLastSeenKey,
  parseDismissedIds,
  parseLastSeen,
  type AnnouncementMessage,
  type MessagesSeen,
} from '@waggle/shared/announcements';
import { useSyncExternalStore } from 'react';
import { recordError } from '../../lib/recent-errors';
import { storage } from '../../lib/storage';

// What this device has read (docs/product.md#announcements motd_lastSeen, motd_dismissedIds), shared by the start-up
// dialog and the archive: read from storage once, then kept here and written through.

let seen: MessagesSeen | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: MessagesSeen) {
  seen = next;
  for (const listener of listeners) listener();
}

function load() {
  loading ??= Promise.all([storage.get(motdLastSeenKey), storage.get(motdDismissedIdsKey)]).then(
    ([lastSeen, dismissedIds]) => {
      // A change made meanwhile wins over what was stored before it.
      if (seen) return;
      publish({
        lastSeen: parseLastSeen(lastSeen),
        dismissedIds: parseDismissedIds(dismissedIds),
      });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** What this device has read; null until storage has been read. */
export const useMessagesSeen = (): MessagesSeen | null =>
  useSyncExternalStore(subscribe, () => seen);

const failedToStore = (error: unknown) =>
  recordError('Saving which announcements were read', error);

function store(next: MessagesSeen) {
  publish(next);
  storage.set(motdDismissedIdsKey, JSON.stringify(next.dismissedIds)).catch(failedToStore);
  if (next.lastSeen !== null) storage.set(motdLastSeenKey, next.lastSeen).catch(failedToStore);
}

const current = (): MessagesSeen => seen ?? { lastSeen: null, dismissedIds: [] };

/** docs/product.md#announcements: dismissing adds the messages' ids to the dismissed list. */
export function dismissMessages(ids: readonly number[]): void {
  const before = current();
  store({ ...before, dismissedIds: ids.reduce(dismiss, before.dismissedIds) });
}

export const dismissMessage = (id: number): void => dismissMessages([id]);

/** docs/product.md#announcements "Mark all as seen": now is the last-seen time, and every unread message is dismissed. */
export function markAllMessagesSeen(messages: readonly AnnouncementMessage[], now: Date): void {
  store(markAllSeen(messages, { ...current(), now }));
}

/** Forgets what was read in this session (tests start each from storage). */
export function resetMessagesSeen(): void {
  seen = null;
  loading = null;
}
