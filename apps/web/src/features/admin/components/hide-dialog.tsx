import { hideReviewBodySchema } from '@waggle/shared/admin';
import { NoteDialog } from './note-dialog';

/**
 * docs/product.md#moderation: hiding a review or a place asks first, and for the reason, which
 * the review's author reads and the activity log keeps.
 */
export function HideDialog({
  onHide,
  ...dialog
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  /** Sends the hide; rejects when it failed (its own toast says why). */
  onHide: (reason: string) => Promise<unknown>;
}) {
  return (
    <NoteDialog
      {...dialog}
      label="Reason"
      field="reason"
      schema={hideReviewBodySchema}
      busyText="Hiding…"
      onSend={onHide}
    />
  );
}
