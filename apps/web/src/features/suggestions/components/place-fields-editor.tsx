import type { PlaceFields } from '@waggle/shared/place-fields';
import { useState, type FormEvent } from 'react';
import { hasFieldErrors } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { suggestionErrorPlace } from '../form-errors';
import { draftChanges } from '../place-field-changes';
import { draftFromPlace } from '../place-fields-draft';
import { PlaceFieldsForm } from './place-fields-form';
import { Button } from '../../../components/ui/button';

/** What PlaceFieldsEditor takes; the admin area is handed an editor of this shape. */
export interface FieldsEditorProps {
  /** The values the form starts from: only the fields changed from them are checked. */
  initial: PlaceFields;
  submitLabel: string;
  busy: boolean;
  /**
   * Sends the fields changed from `initial`, once they pass the checks. A refusal naming fields
   * (a 400) shows under them, like the form's own checks; any other failure is the caller's to
   * tell.
   */
  onSubmit: (changes: Partial<PlaceFields>) => Promise<unknown>;
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
  onSubmit,
  onCancel,
}: FieldsEditorProps) {
  const [draft, setDraft] = useState(() => draftFromPlace(initial));
  const { form, errors, refuse, send } = useFormSubmit({ placeOf: suggestionErrorPlace });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = draftChanges(initial, draft);
    if (hasFieldErrors(checked.errors)) return refuse(checked.errors);
    await send(checked.changes, onSubmit);
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <PlaceFieldsForm value={draft} onChange={setDraft} errors={errors} />
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
