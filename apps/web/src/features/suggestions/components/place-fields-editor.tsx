import type { PlaceFields } from '@waggle/shared/place-fields';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { haptic } from '../../../lib/native/haptics';
import { errorsFromResponse, hasErrors } from '../form-errors';
import { draftChanges } from '../place-field-changes';
import { draftFromPlace, type PlaceFieldErrors } from '../place-fields-draft';
import { PlaceFieldsForm } from './place-fields-form';
import { Button } from '../../../components/ui/button';

/** What PlaceFieldsEditor takes; the admin area is handed an editor of this shape. */
export interface FieldsEditorProps {
  /** The values the form starts from: only the fields changed from them are checked. */
  initial: PlaceFields;
  submitLabel: string;
  busy: boolean;
  /** Why the last submit failed, if it did: a refusal naming fields shows under them. */
  failure: unknown;
  /** Called with the fields changed from `initial`, once they pass the checks. */
  onSubmit: (changes: Partial<PlaceFields>) => void;
  onCancel: () => void;
}

/**
 * The suggest forms' place fields as a form of its own: the admin area corrects a suggestion or
 * edits a place with it. Only the fields changed from `initial` are checked and handed on.
 */
export function PlaceFieldsEditor({
  initial,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
}: FieldsEditorProps) {
  const [draft, setDraft] = useState(() => draftFromPlace(initial));
  const [errors, setErrors] = useState<PlaceFieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = draftChanges(initial, draft);
    flushSync(() => setErrors(checked.errors));
    if (!hasErrors(checked.errors)) {
      haptic('buttonPress');
      return onSubmit(checked.changes);
    }
    focusFirstInvalid(form.current);
    haptic('formValidation');
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5">
      {/* A refusal naming fields (a 400) shows under them, like the form's own checks. */}
      <PlaceFieldsForm
        value={draft}
        onChange={setDraft}
        errors={{ ...errorsFromResponse(failure), ...errors }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
