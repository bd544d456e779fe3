import {
  maxReviewLength,
  maxReviewPhotos,
  reviewBodySchema,
  type Review,
} from '@waggle/shared/reviews';
import { useId, type FormEvent } from 'react';
import { z } from 'zod';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { toast } from '../../../components/ui/toast-store';
import { DraftNote } from '../../../components/ui/draft-note';
import { draftPhotosSchema } from '../../../lib/forms/draft-photos';
import { useDraft, useHasDraft } from '../../../lib/forms/drafts';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import type { ReviewScope } from '../api/review-changed';
import { useSaveReview } from '../api/save-review';
import { useFocusWhen } from '../hooks/use-focus-when';
import { storedPhotos, type PhotoField } from '../photo-field';
import { StarInput } from './star-input';
import { Button } from '../../../components/ui/button';

const placeOf = byFirstKey(['rating', 'text', 'photos']);

/** What the form holds, kept as a draft until it is saved (docs/product.md#drafts). */
const reviewDraftSchema = z.object({
  rating: z.number().int().min(1).max(5).nullable(),
  text: z.string(),
  photos: draftPhotosSchema,
});
type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/** Where a place's review draft is kept: the form shows while there is one. */
export const reviewDraftKey = (placeId: number) => `review:${placeId}`;

/**
 * The caller's review of a place, new (`initial` null) or edited. `onCancel` is offered while
 * editing; `onSaved` runs once the review is stored. With `takeFocus`, its heading takes the
 * focus as it is shown (after Edit, or once the review was deleted).
 */
export function ReviewForm({
  scope,
  initial,
  takeFocus,
  onSaved,
  onCancel,
  photoField: Photos,
}: {
  scope: ReviewScope;
  initial: Review | null;
  takeFocus: boolean;
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
  photoField: PhotoField;
}) {
  const save = useSaveReview(scope);
  const [draft, setDraft, discardDraft] = useDraft(
    reviewDraftKey(scope.placeId),
    reviewDraftSchema,
    {
      rating: initial?.rating ?? null,
      text: initial?.text ?? '',
      photos: initial ? storedPhotos(initial) : [],
    },
  );
  const { rating, text, photos } = draft;
  const drafting = useHasDraft(reviewDraftKey(scope.placeId));
  const change = (part: Partial<ReviewDraft>) => setDraft({ ...draft, ...part });
  const { form, errors, submit } = useFormSubmit({
    placeOf,
    failureTitle: "Couldn't save your review",
    sendHaptic: 'reviewSubmit',
  });
  const headingId = useId();
  const heading = useFocusWhen<HTMLHeadingElement>(takeFocus);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({
      rating,
      text,
      photos: photos.map((photo) => photo.url),
    });
    if (!(await submit(parsed, save.mutateAsync))) return;
    discardDraft();
    toast({ title: 'Review saved', haptic: 'reviewSuccess' });
    onSaved();
  }

  return (
    <form
      ref={form}
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-3 grid gap-4 rounded-2xl border border-stone-200 p-4 dark:border-stone-800"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-stone-900 dark:text-stone-50"
      >
        {initial ? 'Edit your review' : 'Write a review'}
      </h3>
      <StarInput
        value={rating}
        onChange={(next) => change({ rating: next })}
        error={errors.rating}
      />
      <TextArea
        label="Your review (optional)"
        value={text}
        onChange={(next) => change({ text: next })}
        limit={maxReviewLength}
        error={errors.text}
      />
      <Photos
        label="Photos (optional)"
        max={maxReviewPhotos}
        value={photos}
        onChange={(next) => change({ photos: next })}
        signedIn
        error={errors.photos}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <ButtonSpinner />}
          {save.isPending ? 'Saving…' : initial ? 'Save changes' : 'Post review'}
        </Button>
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              discardDraft();
              onCancel();
            }}
          >
            Cancel
          </Button>
        )}
      </div>
      {drafting && !onCancel && <DraftNote onDiscard={discardDraft} />}
    </form>
  );
}
