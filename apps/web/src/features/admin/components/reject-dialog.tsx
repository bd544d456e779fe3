import { rejectSuggestionBodySchema } from '@waggle/shared/admin';
import { useRejectSuggestion } from '../api/reject-suggestion';
import { NoteDialog } from './note-dialog';

/** Rejecting needs a note: the author reads why under My contributions. */
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
  return (
    <NoteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject this suggestion?"
      description="Tell the author why; they see your note with their suggestion."
      label="Note to the author"
      field="adminNote"
      schema={rejectSuggestionBodySchema}
      confirmLabel="Reject suggestion"
      busyText="Rejecting…"
      busy={rejection.isPending}
      onSend={(adminNote) => rejection.mutateAsync({ id: suggestionId, body: { adminNote } })}
    />
  );
}
