import type { OwnReview as OwnReviewData } from '@waggle/shared/reviews';
import { EyeOff, PencilLine } from 'lucide-react';
import type { ReviewScope } from '../api/review-changed';
import { useFocusWhen } from '../hooks/use-focus-when';
import { DeleteReviewButton } from './delete-review-button';
import { ReviewCard } from './review-card';
import { Button } from '../../../components/ui/button';

type Review = NonNullable<OwnReviewData['review']>;

/**
 * "Your review": what the caller wrote, with Edit and Delete, and a word if a moderator hid it.
 * With `takeFocus`, its heading takes the focus as it is shown (after a save, or Cancel).
 */
export function OwnReview({
  scope,
  review,
  takeFocus,
  onEdit,
  onDeleted,
}: {
  scope: ReviewScope;
  review: Review;
  takeFocus: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const heading = useFocusWhen<HTMLHeadingElement>(takeFocus);
  return (
    <div className="mt-3">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-stone-900 dark:text-stone-50">
        Your review
      </h3>
      {review.hidden && (
        // docs/product.md#moderation: the author reads why, in plain words.
        <p className="mt-2 flex gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-800 dark:bg-stone-800 dark:text-stone-100">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {review.hiddenReason
              ? `Hidden by a moderator: ${review.hiddenReason.replace(/[.!?]\s*$/, '')}. `
              : 'Hidden by a moderator. '}
            Only you can see it. You can still edit or delete it; editing keeps it hidden.
          </span>
        </p>
      )}
      <div className="mt-2">
        <ReviewCard
          review={review}
          hidden={review.hidden}
          action={
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={onEdit}>
                <PencilLine aria-hidden="true" className="size-4" /> Edit
              </Button>
              <DeleteReviewButton scope={scope} reviewId={review.id} onDeleted={onDeleted} />
            </div>
          }
        />
      </div>
    </div>
  );
}
