import { unreadMessages, type AnnouncementMessage } from '@waggle/shared/announcements';
import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { retryableLazy } from '../../../lib/retryable-lazy';
import type { AnnouncementDialog as Dialog } from './announcement-dialog';
import { useAnnouncementMessages } from '../api/get-messages';
import { dismissMessage, useMessagesSeen } from '../messages-seen';

// The dialog (and the markdown it renders) loads only when there is something to show.
const AnnouncementDialog = retryableLazy<ComponentProps<typeof Dialog>>(() =>
  import('./announcement-dialog').then((module) => ({ default: module.AnnouncementDialog })),
);

// spec §2 Startup sequence 2 and §9 Timers: the unread messages open 500 ms after the splash.
export const messageDialogDelayMs = 500;

/** Resolves once `at` (a performance.now() time) has come. */
function useHasCome(at: number): boolean {
  const [come, setCome] = useState(() => performance.now() >= at);
  useEffect(() => {
    if (come) return;
    const timer = setTimeout(() => setCome(true), at - performance.now());
    return () => clearTimeout(timer);
  }, [at, come]);
  return come;
}

/**
 * The unread announcements at start-up, in their dialog: which ones is decided once, when the
 * dialog opens, so dismissing one moves on to the next instead of reshuffling the rest.
 */
export default function StartupAnnouncements({ splashEndedAt }: { splashEndedAt: number }) {
  const messages = useAnnouncementMessages();
  const seen = useMessagesSeen();
  const due = useHasCome(splashEndedAt + messageDialogDelayMs);
  const [shown, setShown] = useState<readonly AnnouncementMessage[] | null>(null);
  const [closed, setClosed] = useState(false);

  // Taken once everything is known (React re-renders at once with it).
  if (shown === null && due && messages.data !== undefined && seen !== null) {
    setShown(unreadMessages(messages.data, { ...seen, now: new Date() }));
  }

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
