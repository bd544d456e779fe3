import { maxAdminNoteLength, rejectSuggestionBodySchema } from '@waggle/shared/admin';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { useRejectSuggestion } from '../api/reject-suggestion';
import { ActionButton } from './action-button';
import { Button } from '../../../components/ui/button';

const placeOf = byFirstKey(['adminNote']);

/** Rejecting needs a note: the author reads why in "My suggestions". */
export function RejectDialog({
  suggestionId,
  open,
  onOpenChange,
}: {
  suggestionId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rejection = useRejectSuggestion();
  const [note, setNote] = useState('');
  // A failure that names no field is told by the rejection's own toast.
  const { form, errors, submit } = useFormSubmit({ placeOf });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = rejectSuggestionBodySchema.safeParse({ adminNote: note });
    const sent = await submit(parsed, (body) => rejection.mutateAsync({ id: suggestionId, body }));
    if (sent) onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject this suggestion?"
      description="Tell the author why; they see your note with their suggestion."
    >
      <form
        ref={form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-4 grid gap-4"
      >
        <TextField
          label="Note to the author"
          value={note}
          onChange={setNote}
          maxLength={maxAdminNoteLength}
          error={errors.adminNote}
        />
        <div className="flex flex-col gap-2">
          <ActionButton
            type="submit"
            variant="danger"
            busy={rejection.isPending}
            busyText="Rejecting…"
          >
            Reject suggestion
          </ActionButton>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
