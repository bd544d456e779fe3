import type { OwnReview as OwnReviewData } from '@waggle/shared/reviews';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { errorMessage } from '../../../lib/errors';
import { useHasDraft } from '../../../lib/forms/drafts';
import type { ReviewScope } from '../api/review-changed';
import type { PhotoField } from '../photo-field';
import { OwnReview } from './own-review';
import { ReviewForm, reviewDraftKey } from './review-form';

/** The signed-in caller's part: their review with Edit and Delete, or the form to write one. */
export function YourReview({
  scope,
  own,
  photoField,
}: {
  scope: ReviewScope;
  own: UseQueryResult<OwnReviewData>;
  photoField: PhotoField;
}) {
  const [editing, setEditing] = useState(false);
  // A draft kept from before (a reload, a sign-in on the way) opens the form again.
  const drafting = useHasDraft(reviewDraftKey(scope.placeId));
  // Once the person has saved, deleted, or opened or closed the form, the control they used is
  // gone: the review or the form shown next takes the focus (its heading), not the page.
  const [acted, setActed] = useState(false);
  const show = (form: boolean) => {
    setEditing(form);
    setActed(true);
  };

  if (own.isPending) {
    return (
      <p role="status" className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        Loading your review…
      </p>
    );
  }
  if (own.isError) {
    return (
      <LoadFailed onRetry={() => void own.refetch()} retrying={own.isFetching}>
        Your review didn't load. {errorMessage(own.error)}
      </LoadFailed>
    );
  }
  const { review } = own.data;
  if (review && !editing && !drafting) {
    return (
      <OwnReview
        scope={scope}
        review={review}
        takeFocus={acted}
        onEdit={() => show(true)}
        onDeleted={() => show(false)}
      />
    );
  }
  return (
    <ReviewForm
      scope={scope}
      initial={review}
      takeFocus={acted}
      onSaved={() => show(false)}
      onCancel={review ? () => show(false) : undefined}
      photoField={photoField}
    />
  );
}
