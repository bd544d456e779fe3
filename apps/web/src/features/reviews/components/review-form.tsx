import type { UploadedImage } from '@waggle/shared/images';
import {
  maxReviewLength,
  maxReviewPhotos,
  reviewBodySchema,
  type Review,
} from '@waggle/shared/reviews';
import { useId, useState, type FormEvent } from 'react';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { toast } from '../../../components/ui/toast-store';
import { byFirstKey } from '../../../lib/forms/field-errors';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import type { ReviewScope } from '../api/review-changed';
import { useSaveReview } from '../api/save-review';
import { useFocusWhen } from '../hooks/use-focus-when';
import { storedPhotos, type PhotoField } from '../photo-field';
import { StarInput } from './star-input';
import { Button } from '../../../components/ui/button';

const placeOf = byFirstKey(['rating', 'text', 'photos']);

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
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [photos, setPhotos] = useState<UploadedImage[]>(() =>
    initial ? storedPhotos(initial) : [],
  );
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
      <StarInput value={rating} onChange={setRating} error={errors.rating} />
      <TextArea
        label="Your review (optional)"
        value={text}
        onChange={setText}
        limit={maxReviewLength}
        error={errors.text}
      />
      <Photos
        label="Photos (optional)"
        max={maxReviewPhotos}
        value={photos}
        onChange={setPhotos}
        signedIn
        error={errors.photos}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <ButtonSpinner />}
          {save.isPending ? 'Saving…' : initial ? 'Save changes' : 'Post review'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
