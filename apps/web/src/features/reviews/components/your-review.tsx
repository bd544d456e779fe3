import type { OwnReview as OwnReviewData } from '@waggle/shared/reviews';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import type { ReviewScope } from '../api/review-changed';
import type { PhotoField } from '../photo-field';
import { OwnReview } from './own-review';
import { ReviewForm } from './review-form';

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
  if (own.isPending) {
    return <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">Loading your review…</p>;
  }
  if (own.isError) {
    return (
      <p className="mt-2 text-sm text-red-800 dark:text-red-300">
        Your review didn't load. {errorMessage(own.error)}
      </p>
    );
  }
  const { review } = own.data;
  if (review && !editing) {
    return <OwnReview scope={scope} review={review} onEdit={() => setEditing(true)} />;
  }
  return (
    <ReviewForm
      scope={scope}
      initial={review}
      onSaved={() => setEditing(false)}
      onCancel={review ? () => setEditing(false) : undefined}
      photoField={photoField}
    />
  );
}
