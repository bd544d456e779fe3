import { maxAdminNoteLength, rejectSuggestionBodySchema } from '@waggle/shared/admin';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { haptic } from '../../../lib/native/haptics';
import { useRejectSuggestion } from '../api/reject-suggestion';
import { ActionButton } from './action-button';
import { Button } from '../../../components/ui/button';

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
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rejectSuggestionBodySchema.safeParse({ adminNote: note });
    if (!parsed.success) {
      flushSync(() => setError(parsed.error.issues[0]?.message));
      focusFirstInvalid(form.current);
      haptic('formValidation');
      return;
    }
    setError(undefined);
    haptic('buttonPress');
    rejection.mutate(
      { id: suggestionId, body: parsed.data },
      { onSuccess: () => onOpenChange(false) },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject this suggestion?"
      description="Tell the author why; they see your note with their suggestion."
    >
      <form ref={form} onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <TextField
          label="Note to the author"
          value={note}
          onChange={setNote}
          maxLength={maxAdminNoteLength}
          error={error}
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
