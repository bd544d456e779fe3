import type { UploadedImage } from '@waggle/shared/images';
import { maxSuggestionNoteLength, newPlaceSuggestionSchema } from '@waggle/shared/suggestions';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '../../../components/ui/button-link';
import { TextArea } from '../../../components/ui/text-area';
import { toastError } from '../../../lib/errors';
import { triggerNotificationHaptic, triggerSuccessHaptic } from '../../../lib/native/haptics';
import { useCreateSuggestion } from '../api/create-suggestion';
import {
  errorsFromIssues,
  errorsFromResponse,
  focusFirstInvalid,
  type SuggestionErrors,
} from '../form-errors';
import { inputFocusHaptic } from '../input-focus-haptic';
import { draftInput, emptyPlaceFieldsDraft } from '../place-fields-draft';
import { PlaceFieldsForm } from './place-fields-form';

/** What the photo slot gets: the suggestion's photos (one at most) and a way to change them. */
export interface PhotoFieldProps {
  value: UploadedImage[];
  onChange: (photos: UploadedImage[]) => void;
  error: string | undefined;
}

/**
 * Suggest a new place: its fields, one photo and a note for the moderators. The photo control
 * comes from the screen (`photoField`), which knows who is signed in.
 */
export function NewPlaceForm({
  userId,
  photoField,
}: {
  userId: number;
  photoField: (field: PhotoFieldProps) => ReactNode;
}) {
  const mutation = useCreateSuggestion(userId);
  const [draft, setDraft] = useState(emptyPlaceFieldsDraft);
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<SuggestionErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  function showErrors(found: SuggestionErrors) {
    flushSync(() => setErrors(found));
    focusFirstInvalid(form.current);
    // spec §9 Haptics: form validation and error.
    triggerNotificationHaptic('error');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const parsed = newPlaceSuggestionSchema.safeParse({
      kind: 'new',
      fields: draftInput(draft),
      photo: photos[0]?.url ?? null,
      note,
    });
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues));
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
    } catch (failure) {
      const fieldErrors = errorsFromResponse(failure);
      if (fieldErrors) return showErrors(fieldErrors);
      toastError("Couldn't send your suggestion", failure);
      return triggerNotificationHaptic('error');
    }
    flushSync(() => {
      setSent(parsed.data.fields.name);
      setDraft(emptyPlaceFieldsDraft);
      setPhotos([]);
      setNote('');
    });
    confirmation.current?.focus();
    triggerSuccessHaptic();
  }

  return (
    <>
      {sent && (
        <p
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="mb-4 flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Thanks! A moderator will check {sent} before it goes live.
        </p>
      )}
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={inputFocusHaptic}
        aria-label="Suggest a place"
        className="grid gap-5"
      >
        <PlaceFieldsForm value={draft} onChange={setDraft} errors={errors} />
        {photoField({ value: photos, onChange: setPhotos, error: errors.photo })}
        <TextArea
          label="Note for the moderators (optional)"
          value={note}
          onChange={setNote}
          limit={maxSuggestionNoteLength}
          error={errors.note}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        )}
        <button type="submit" className={buttonClasses} disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : 'Send suggestion'}
        </button>
      </form>
    </>
  );
}
