import { readView, type AnnouncementMessage } from '@waggle/shared/announcements';
import { CheckCheck, Megaphone, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAnnouncementMessages } from '../api/get-messages';
import { dismissMessage, markAllMessagesSeen, useMessagesSeen } from '../messages-seen';
import { publishedText } from '../../../lib/published-text';
import { MarkdownText } from '../../../components/ui/markdown-text';

function ArchivedMessage({ message }: { message: AnnouncementMessage & { isRead: boolean } }) {
  return (
    <article
      aria-labelledby={`announcement-${message.id}`}
      className="rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id={`announcement-${message.id}`}
          className="font-semibold text-stone-900 dark:text-stone-50"
        >
          {message.title}
        </h2>
        {/* Read or not is said in words, not by colour alone. */}
        <span
          className={
            message.isRead
              ? 'shrink-0 text-xs text-stone-600 dark:text-stone-400'
              : 'shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100'
          }
        >
          {message.isRead ? 'Read' : 'New'}
        </span>
      </div>
      <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
        {publishedText(message.publishedAt)}
      </p>
      {message.imageUrl && (
        <img
          src={message.imageUrl}
          alt=""
          className="mt-3 aspect-video w-full rounded-xl object-cover"
        />
      )}
      <div className="mt-3">
        <MarkdownText markdown={message.content} />
      </div>
      {!message.isRead && (
        <Button variant="secondary" className="mt-3" onClick={() => dismissMessage(message.id)}>
          Mark as read
        </Button>
      )}
    </article>
  );
}

/**
 * docs/product.md#announcements: every message the server publishes, newest first, each marked read (its id
 * dismissed) or new, with "Mark all as seen" (docs/product.md#announcements).
 */
export function AnnouncementArchive() {
  const messages = useAnnouncementMessages();
  const seen = useMessagesSeen();
  if (messages.data === undefined || seen === null)
    return <Spinner label="Loading announcements" />;
  const view = readView(messages.data, { now: new Date(), dismissedIds: seen.dismissedIds });
  if (view.length === 0) {
    // docs/product.md#error-messages: a failed read is an empty list, so being offline is the one reason that can be told.
    return navigator.onLine ? (
      <EmptyState icon={Megaphone} title="No announcements yet">
        News from the Waggle team will be kept here once it is published.
      </EmptyState>
    ) : (
      <EmptyState icon={WifiOff} title="You're offline">
        Announcements show here once you're back online.
      </EmptyState>
    );
  }
  const unread = view.filter((message) => !message.isRead).length;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {unread === 0 ? 'You have read them all.' : `${unread} new`}
        </p>
        <Button
          variant="secondary"
          disabled={unread === 0}
          onClick={() => markAllMessagesSeen(messages.data, new Date())}
        >
          <CheckCheck aria-hidden="true" className="size-4" /> Mark all as seen
        </Button>
      </div>
      <ul className="mt-4 grid gap-3" aria-label="Announcements">
        {view.map((message) => (
          <li key={message.id}>
            <ArchivedMessage message={message} />
          </li>
        ))}
      </ul>
    </>
  );
}
