import { dogOfSizeText, type DogSize } from '@waggle/shared/domain';
import type { Review } from '@waggle/shared/reviews';
import type { ReactNode } from 'react';
import { ReviewPhotos } from './review-photos';
import { Stars } from './stars';
import { dayText } from '../../../lib/dates';

/** "with Rex, a large dog", "with Rex", "with a large dog", or nothing. */
function dogText(name: string | null, size: DogSize | null): string | null {
  const kind = size && dogOfSizeText(size);
  if (name) return kind ? `with ${name}, ${kind}` : `with ${name}`;
  return kind ? `with ${kind}` : null;
}

/** One review: who wrote it (and with which dog), the stars, the date, the words and photos. */
export function ReviewCard({
  review,
  action,
  hidden = false,
}: {
  review: Review;
  action?: ReactNode;
  /** A moderator hid it: its photos load with the sign-in (docs/product.md#moderation). */
  hidden?: boolean;
}) {
  const { author } = review;
  const dog = dogText(author.dogName, author.dogSize);
  // Saving the review again moves updatedAt on; a moderator hiding it does not.
  const edited = Date.parse(review.updatedAt) > Date.parse(review.createdAt);
  return (
    <article className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-stone-900 dark:text-stone-50">
          {author.name}
          {dog && <span className="font-normal text-stone-700 dark:text-stone-300"> {dog}</span>}
        </p>
        <Stars rating={review.rating} />
      </div>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        <time dateTime={review.createdAt}>{dayText(review.createdAt)}</time>
        {edited && (
          <>
            {' · edited '}
            <time dateTime={review.updatedAt}>{dayText(review.updatedAt)}</time>
          </>
        )}
      </p>
      {review.text && (
        <p className="mt-2 text-sm whitespace-pre-line text-stone-800 dark:text-stone-200">
          {review.text}
        </p>
      )}
      {review.photos.length > 0 && (
        <ReviewPhotos review={review} author={author.name} hidden={hidden} />
      )}
      {action && <div className="mt-2 flex justify-end">{action}</div>}
    </article>
  );
}
