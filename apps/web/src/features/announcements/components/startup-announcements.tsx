import { unreadMessages, type AnnouncementMessage } from '@waggle/shared/announcements';
import { startTransition, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { retryableLazy } from '../../../lib/retryable-lazy';
import type { AnnouncementDialog as Dialog } from './announcement-dialog';
import { useAnnouncementMessages } from '../api/get-messages';
import { dismissMessage, useMessagesSeen } from '../messages-seen';

// The dialog (and the markdown it renders) loads only when there is something to show.
const loadDialog = () => import('./announcement-dialog');
const AnnouncementDialog = retryableLazy<ComponentProps<typeof Dialog>>(() =>
  loadDialog().then((module) => ({ default: module.AnnouncementDialog })),
);

// docs/product.md#announcement-dialog : the unread messages open 500 ms after the splash.
export const messageDialogDelayMs = 500;

/** Resolves once `at` (a performance.now() time, null while not known) has come. */
function useHasCome(at: number | null): boolean {
  const [come, setCome] = useState(() => at !== null && performance.now() >= at);
  useEffect(() => {
    if (come || at === null) return;
    // A transition: the dialog renders in slices, and takes the focus in a task of its own.
    const timer = setTimeout(() => startTransition(() => setCome(true)), at - performance.now());
    return () => clearTimeout(timer);
  }, [at, come]);
  return come;
}

/**
 * The unread announcements at start-up, in their dialog: which ones is decided once, when the
 * dialog opens, so dismissing one moves on to the next instead of reshuffling the rest. It mounts
 * with the app: the messages, and the dialog's code when there are unread ones, load while the
 * splash is up (`splashEndedAt` null), so the dialog opens on time.
 */
export default function StartupAnnouncements({ splashEndedAt }: { splashEndedAt: number | null }) {
  const messages = useAnnouncementMessages();
  const seen = useMessagesSeen();
  const due = useHasCome(splashEndedAt === null ? null : splashEndedAt + messageDialogDelayMs);
  const [shown, setShown] = useState<readonly AnnouncementMessage[] | null>(null);
  const [closed, setClosed] = useState(false);
  const unread =
    messages.data !== undefined && seen !== null
      ? unreadMessages(messages.data, { ...seen, now: new Date() })
      : null;
  const anyUnread = unread !== null && unread.length > 0;

  useEffect(() => {
    // A failed early load is not an error: the dialog's own load tries again when it opens.
    if (anyUnread) loadDialog().catch(() => undefined);
  }, [anyUnread]);

  // Taken once everything is known (React re-renders at once with it).
  if (shown === null && due && unread !== null) setShown(unread);

  if (closed || !shown || shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        messages={shown}
        onDismiss={dismissMessage}
        onClose={() => setClosed(true)}
      />
    </Suspense>
  );
}
