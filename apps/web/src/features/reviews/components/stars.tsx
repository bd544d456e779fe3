import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { filledStarClasses } from '../../../lib/palette';

export const ratingSteps = [1, 2, 3, 4, 5] as const;

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {ratingSteps.map((step) => (
        <Star
          key={step}
          aria-hidden="true"
          className={clsx(
            'size-4',
            step <= rating ? filledStarClasses : 'text-stone-500 dark:text-stone-400',
          )}
        />
      ))}
    </span>
  );
}
