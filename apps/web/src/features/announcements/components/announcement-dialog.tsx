import type { AnnouncementMessage } from '@waggle/shared/announcements';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { haptic } from '../../../lib/native/haptics';
import { publishedText } from '../../../lib/published-text';
import { MarkdownText } from '../../../components/ui/markdown-text';

/**
 * docs/product.md#announcement-dialog: one message at a time, "Message X of N" with arrows hidden at the
 * ends, and the main button ("Next", "Got it!" on the last) dismissing the message shown before
 * moving on, or closing after the last. It closes too with its close button, Escape or a tap
 * beside it; `onClose` is told either way.
 */
export function AnnouncementDialog({
  open,
  messages,
  onDismiss,
  onClose,
}: {
  open: boolean;
  messages: readonly AnnouncementMessage[];
  onDismiss: (id: number) => void;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  // The main button takes the focus: Enter reads on, and no arrow's tooltip pops up at once.
  const main = useRef<HTMLButtonElement>(null);
  const message = messages[index];
  if (!message) return null;
  const last = index === messages.length - 1;
  const step = (by: number) => {
    haptic('buttonPress');
    setIndex(index + by);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        haptic('buttonPress');
        onClose();
      }}
      title={message.title}
      description={publishedText(message.publishedAt)}
      initialFocus={main}
      closeButton
    >
      {message.imageUrl && (
        <img
          src={message.imageUrl}
          alt=""
          className="mt-4 aspect-video w-full rounded-xl object-cover"
        />
      )}
      <div className="mt-4 max-h-[45dvh] overflow-y-auto">
        <MarkdownText markdown={message.content} />
      </div>
      {messages.length > 1 && (
        <div className="mt-4 flex min-h-11 items-center justify-between gap-2">
          {index > 0 ? (
            <IconButton label="Previous message" icon={ChevronLeft} onClick={() => step(-1)} />
          ) : (
            <span className="size-11" />
          )}
          <p className="text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
            Message {index + 1} of {messages.length}
          </p>
          {!last ? (
            <IconButton label="Next message" icon={ChevronRight} onClick={() => step(1)} />
          ) : (
            <span className="size-11" />
          )}
        </div>
      )}
      <Button
        ref={main}
        className="mt-4 w-full"
        onClick={() => {
          onDismiss(message.id);
          if (last) onClose();
          else setIndex(index + 1);
        }}
      >
        {last ? 'Got it!' : 'Next'}
      </Button>
    </Dialog>
  );
}
