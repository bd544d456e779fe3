import { unreadMessages, type AnnouncementMessage } from '@waggle/shared/announcements';
import { startTransition, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useRoute } from 'wouter';
import { paths } from '../../../lib/paths';
import { retryableLazy } from '../../../lib/retryable-lazy';
import type { AnnouncementDialog as Dialog } from './announcement-dialog';
import { useAnnouncementMessages } from '../api/get-messages';
import { dismissMessage, dismissMessages, useMessagesSeen } from '../messages-seen';

// The dialog (and the markdown it renders) loads only when there is something to show.
const AnnouncementDialog = retryableLazy<ComponentProps<typeof Dialog>>(() =>
  import('./announcement-dialog').then((module) => ({ default: module.AnnouncementDialog })),
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
 * with the app: the messages load while the splash is up (`splashEndedAt` null), and the dialog
 * is in place, closed, as soon as something is unread, so that its code has loaded by the time it
 * opens (a dialog still loading as it opens would show up to 300 ms late: React holds back what
 * a transition revealed after a loading state).
 */
export default function StartupAnnouncements({ splashEndedAt }: { splashEndedAt: number | null }) {
  const messages = useAnnouncementMessages();
  const seen = useMessagesSeen();
  const [inArchive] = useRoute(paths.motdArchive);
  const due = useHasCome(splashEndedAt === null ? null : splashEndedAt + messageDialogDelayMs);
  const [shown, setShown] = useState<readonly AnnouncementMessage[] | null>(null);
  const [closed, setClosed] = useState(false);
  const unread =
    messages.data !== undefined && seen !== null
      ? unreadMessages(messages.data, { ...seen, now: new Date() })
      : null;

  // Taken once everything is known (React re-renders at once with it). The archive lists the
  // same messages, so over it the dialog does not open (docs/product.md#announcement-dialog).
  if (shown === null && due && unread !== null) setShown(inArchive ? [] : unread);

  const held = shown ?? unread;
  if (closed || !held || held.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        open={shown !== null}
        messages={held}
        onDismiss={dismissMessage}
        onClose={() => {
          // docs/product.md#announcement-dialog: closing it, any way, dismisses what it held.
          dismissMessages(held.map((message) => message.id));
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
