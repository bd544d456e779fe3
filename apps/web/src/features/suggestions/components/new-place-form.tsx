import type { UploadedImage } from '@waggle/shared/images';
import { newPlaceSuggestionSchema } from '@waggle/shared/suggestions';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { z } from 'zod';
import { DraftNote } from '../../../components/ui/draft-note';
import { draftPhotosSchema } from '../../../lib/forms/draft-photos';
import { saveDraft, useDraft, useHasDraft } from '../../../lib/forms/drafts';
import { haptic } from '../../../lib/native/haptics';
import { draftInput, emptyPlaceFieldsDraft, placeFieldsDraftSchema } from '../place-fields-draft';
import { useSuggestionForm } from '../use-suggestion-form';
import { ModeratorNoteField } from './moderator-note-field';
import { PlaceFieldsForm } from './place-fields-form';
import { PossibleDuplicates } from './possible-duplicates';
import { Button } from '../../../components/ui/button';

/** What the photo slot gets: the suggestion's photos (one at most) and a way to change them. */
export interface PhotoFieldProps {
  value: UploadedImage[];
  onChange: (photos: UploadedImage[]) => void;
  error: string | undefined;
}

/** What the form holds, kept as a draft until it is sent (docs/product.md#drafts). */
const newPlaceDraftSchema = z.object({
  fields: placeFieldsDraftSchema,
  photos: draftPhotosSchema,
  note: z.string(),
});
type NewPlaceDraft = z.infer<typeof newPlaceDraftSchema>;

/** Where the new-place draft is kept (one a tab: there is no place yet to key it by). */
const newPlaceDraftKey = 'new-place';
const emptyDraft: NewPlaceDraft = { fields: emptyPlaceFieldsDraft, photos: [], note: '' };

/** Starts the new-place form from `draft` (a rejected suggestion to correct and send again). */
export const startNewPlaceDraft = (draft: NewPlaceDraft) => saveDraft(newPlaceDraftKey, draft);

/**
 * Suggest a new place: its fields, one photo and a note for the moderators. The photo control
 * comes from the screen (`photoField`), which knows who is signed in.
 */
export function NewPlaceForm({
  photoField,
}: {
  photoField: (field: PhotoFieldProps) => ReactNode;
}) {
  const { form, errors, send, sending } = useSuggestionForm("Couldn't send your suggestion");
  const [kept, keep, discard] = useDraft(newPlaceDraftKey, newPlaceDraftSchema, emptyDraft);
  const { fields: draft, photos, note } = kept;
  const change = (part: Partial<NewPlaceDraft>) => keep({ ...kept, ...part });
  const drafting = useHasDraft(newPlaceDraftKey);
  const [sent, setSent] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const suggestion = await send(
      newPlaceSuggestionSchema.safeParse({
        kind: 'new',
        fields: draftInput(draft),
        photo: photos[0]?.url ?? null,
        note,
      }),
    );
    if (!suggestion) return;
    // Said on the page, not in a toast: the success feedback is given here.
    haptic('genericSuccess');
    flushSync(() => {
      setSent(suggestion.fields.name);
      discard();
    });
    confirmation.current?.focus();
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
        aria-label="Suggest a place"
        className="grid gap-5"
      >
        <PlaceFieldsForm value={draft} onChange={(fields) => change({ fields })} errors={errors} />
        <PossibleDuplicates draft={draft} />
        {photoField({
          value: photos,
          onChange: (next) => change({ photos: next }),
          error: errors.photo,
        })}
        <ModeratorNoteField
          value={note}
          onChange={(next) => change({ note: next })}
          error={errors.note}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send suggestion'}
        </Button>
        {drafting && <DraftNote onDiscard={discard} />}
      </form>
    </>
  );
}
