import type { Review } from '@waggle/shared/reviews';
import { Star } from 'lucide-react';
import { filledStarClasses } from '../../../lib/palette';
import { dayText } from '../../../lib/dates';
import { RemovablePhoto } from './removable-photo';

/**
 * A review as a moderator weighs it: who, when, the rating, the words and each photo. A hidden
 * review's photos are loaded with the sign-in (docs/product.md#moderation).
 */
export function ReviewExcerpt({ review, hidden = false }: { review: Review; hidden?: boolean }) {
  return (
    <div className="mt-3 rounded-xl bg-stone-50 p-3 dark:bg-stone-800">
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-700 dark:text-stone-300">
        <span className="font-medium text-stone-900 dark:text-stone-50">{review.author.name}</span>
        <span className="flex items-center gap-1">
          <Star aria-hidden="true" className={`size-4 ${filledStarClasses}`} />
          {review.rating} out of 5
        </span>
        <span>{dayText(review.createdAt)}</span>
      </p>
      {review.text ? (
        <p className="mt-2 text-sm whitespace-pre-line text-stone-800 dark:text-stone-200">
          {review.text}
        </p>
      ) : (
        <p className="mt-2 text-sm text-stone-600 italic dark:text-stone-400">No text</p>
      )}
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Photos">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <RemovablePhoto
                url={photo}
                thumbnailUrl={review.thumbnails[index]}
                alt={`Photo ${index + 1} of ${review.author.name}'s review`}
                withheld={hidden ? { reviewId: review.id, index } : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
