import { hideReviewBodySchema, maxAdminNoteLength } from '@waggle/shared/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { ActionButton } from './action-button';

const placeOf = byFirstKey(['reason']);

/**
 * docs/product.md#moderation: hiding a review or a place asks first, and for the reason, which
 * the review's author reads and the activity log keeps.
 */
export function HideDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  onHide,
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
  const [reason, setReason] = useState('');
  const { form, errors, submit } = useFormSubmit({ placeOf });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = hideReviewBodySchema.safeParse({ reason });
    const sent = await submit(parsed, (body) => onHide(body.reason));
    if (sent) {
      setReason('');
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        ref={form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-4 grid gap-4"
      >
        <TextField
          label="Reason"
          value={reason}
          onChange={setReason}
          maxLength={maxAdminNoteLength}
          error={errors.reason}
        />
        <div className="flex flex-col gap-2">
          <ActionButton type="submit" variant="danger" busy={busy} busyText="Hiding…">
            {confirmLabel}
          </ActionButton>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
