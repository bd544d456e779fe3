import type { UploadedImage } from '@waggle/shared/images';
import {
  maxReviewLength,
  maxReviewPhotos,
  reviewBodySchema,
  type Review,
} from '@waggle/shared/reviews';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { toast } from '../../../components/ui/toast-store';
import { toastError } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { haptic } from '../../../lib/native/haptics';
import type { ReviewScope } from '../api/review-changed';
import { useSaveReview } from '../api/save-review';
import { useFocusWhen } from '../hooks/use-focus-when';
import { storedPhotos, type PhotoField } from '../photo-field';
import { fieldErrorsFrom, serverFieldErrors, type ReviewFieldErrors } from '../review-form-errors';
import { StarInput } from './star-input';
import { Button } from '../../../components/ui/button';

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
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const headingId = useId();
  const heading = useFocusWhen<HTMLHeadingElement>(takeFocus);
  const form = useRef<HTMLFormElement>(null);

  /** The messages under the fields, and the focus on the first field with one. */
  function showErrors(found: ReviewFieldErrors) {
    flushSync(() => setErrors(found));
    focusFirstInvalid(form.current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({
      rating,
      text,
      photos: photos.map((photo) => photo.url),
    });
    if (!parsed.success) {
      showErrors(fieldErrorsFrom(parsed.error.issues));
      haptic('formValidation');
      return;
    }
    setErrors({});
    haptic('reviewSubmit');
    try {
      await save.mutateAsync(parsed.data);
    } catch (error) {
      haptic('formError');
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) showErrors(fieldErrors);
      else toastError("Couldn't save your review", error);
      return;
    }
    toast({ title: 'Review saved', haptic: 'reviewSuccess' });
    onSaved();
  }

  return (
    <form
      ref={form}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
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
