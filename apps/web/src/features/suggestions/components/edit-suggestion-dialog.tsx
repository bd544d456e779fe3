import type { PlaceFieldChanges } from '@waggle/shared/place-fields';
import type { Place } from '@waggle/shared/places';
import { editSuggestionSchema } from '@waggle/shared/suggestions';
import { useMemo, type FormEvent } from 'react';
import { z } from 'zod';
import { Dialog, useCloseDialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { discardDraft, saveDraft, useDraft, useHasDraft } from '../../../lib/forms/drafts';
import { hasFieldErrors } from '../../../lib/forms/field-errors';
import { changeRows, draftChanges } from '../place-field-changes';
import {
  draftFromPlace,
  draftOfFields,
  placeFieldsDraftSchema,
  type PlaceFieldsDraft,
} from '../place-fields-draft';
import { useSuggestionForm } from '../use-suggestion-form';
import { ChangeSummary } from './change-summary';
import { ModeratorNoteField } from './moderator-note-field';
import { PlaceFieldsForm } from './place-fields-form';
import { Button } from '../../../components/ui/button';

/**
 * What the form holds, kept as a draft until it is sent (docs/product.md#drafts): the fields
 * changed from the place, so a field someone else corrected meanwhile shows its new value.
 */
const editDraftSchema = z.object({ fields: placeFieldsDraftSchema.partial(), note: z.string() });

const editDraftKey = (placeId: number) => `edit:${placeId}`;

/** The fields of `draft` that differ from `base`. */
function changedDraft(base: PlaceFieldsDraft, draft: PlaceFieldsDraft): Partial<PlaceFieldsDraft> {
  return Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => base[name as keyof PlaceFieldsDraft] !== value),
  );
}

/** Starts a place's edit form with these changes and note (a rejected edit to send again). */
export const startEditDraft = (placeId: number, changes: PlaceFieldChanges, note: string) =>
  saveDraft(editDraftKey(placeId), { fields: draftOfFields(changes), note });

/** The fields prefilled with the place's values; only what is changed is sent. */
function EditSuggestionForm({ place, onSent }: { place: Place; onSent: () => void }) {
  const { form, errors, refuse, send, sending } = useSuggestionForm("Couldn't send your changes");
  const close = useCloseDialog();
  const key = editDraftKey(place.id);
  const base = useMemo(() => draftFromPlace(place), [place]);
  const [kept, keep] = useDraft(key, editDraftSchema, { fields: {}, note: '' });
  const draft = useMemo(() => ({ ...base, ...kept.fields }), [base, kept.fields]);
  const { note } = kept;
  const change = (fields: PlaceFieldsDraft, next: string) =>
    keep({ fields: changedDraft(base, fields), note: next });
  const { changes, errors: fieldErrors } = useMemo(
    () => draftChanges(place, draft),
    [place, draft],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (hasFieldErrors(fieldErrors)) return refuse(fieldErrors);
    // An empty `fields` is refused with the schema's "Change at least one field".
    const sent = await send(
      editSuggestionSchema.safeParse({ kind: 'edit', placeId: place.id, fields: changes, note }),
    );
    if (!sent) return;
    discardDraft(key);
    toast({
      title: 'Thanks for the correction!',
      description: `A moderator will check it before ${place.name} changes.`,
    });
    onSent();
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 grid gap-5"
    >
      <PlaceFieldsForm value={draft} onChange={(fields) => change(fields, note)} errors={errors} />
      <ModeratorNoteField
        value={note}
        onChange={(next) => change(draft, next)}
        error={errors.note}
      />
      <ChangeSummary rows={changeRows(place, changes)} />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send changes'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Suggest changes to a place (docs/product.md#suggestions "the edit-suggestion dialog"): its fields, a note, and a
 * summary of what changes. Sends `{ kind: 'edit', placeId, fields: <changed only>, note }`.
 */
export function EditSuggestionDialog({
  place,
  open,
  onOpenChange,
}: {
  place: Place;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const key = editDraftKey(place.id);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Suggest an edit to ${place.name}`}
      description="Change what's wrong or missing. A moderator checks every change before it goes live."
      closeButton
      dirty={useHasDraft(key)}
      onDiscard={() => discardDraft(key)}
    >
      <EditSuggestionForm place={place} onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}
