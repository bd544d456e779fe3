import type { AdminReview } from '@waggle/shared/admin';
import { PencilLine } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { useAdminSummary } from '../api/get-admin-summary';
import { useHiddenReviews } from '../api/get-hidden-reviews';
import { useRestoreReview } from '../api/restore-review';
import { dayText } from '../../../lib/dates';
import { ActionButton } from './action-button';
import { AdminSection, cardClasses } from './admin-section';
import { QueryList } from './query-list';
import { ReviewExcerpt } from './review-excerpt';

function HiddenReview({ review }: { review: AdminReview }) {
  const restore = useRestoreReview();
  return (
    <article className={cardClasses}>
      <h3 className="font-semibold text-stone-900 dark:text-stone-50">
        <Link href={paths.location(review.placeId)} className="underline">
          {review.placeName}
        </Link>
      </h3>
      {/* docs/product.md#moderation: why it was hidden, and whether its author changed it since. */}
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {review.hiddenAt ? `Hidden on ${dayText(review.hiddenAt)}.` : 'Hidden.'}
        {review.hiddenReason && ` Reason: ${review.hiddenReason}`}
      </p>
      {review.editedAfterHidden && (
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          <PencilLine aria-hidden="true" className="size-3.5" />
          Edited after it was hidden
        </p>
      )}
      <ReviewExcerpt review={review} hidden />
      <div className="mt-4">
        <ActionButton
          busy={restore.isPending}
          busyText="Restoring…"
          onClick={() => restore.mutate(review.id)}
        >
          Restore
        </ActionButton>
      </div>
    </article>
  );
}

export function HiddenReviewsSection() {
  const reviews = useHiddenReviews();
  const summary = useAdminSummary();
  return (
    <AdminSection title="Hidden reviews">
      <QueryList
        query={reviews}
        what="hidden reviews"
        items={(data) => data.reviews}
        empty="No hidden reviews."
        total={{ count: summary.data?.hiddenReviews, first: 'newest' }}
        summary={(review) =>
          `${review.placeName} · ${review.author.name}${review.editedAfterHidden ? ' · edited since' : ''}`
        }
      >
        {(review) => <HiddenReview review={review} />}
      </QueryList>
    </AdminSection>
  );
}
