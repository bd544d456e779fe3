import { maxSuggestionNoteLength } from '@waggle/shared/suggestions';
import { TextArea } from '../../../components/ui/text-area';

/** A suggestion's note for the moderators, which the new-place form and the edit dialog both take. */
export function ModeratorNoteField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (note: string) => void;
  error: string | undefined;
}) {
  return (
    <TextArea
      label="Note for the moderators (optional)"
      value={value}
      onChange={onChange}
      limit={maxSuggestionNoteLength}
      error={error}
    />
  );
}
