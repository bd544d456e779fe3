import type { AdminReview } from '@waggle/shared/admin';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { useAdminSummary } from '../api/get-admin-summary';
import { useHiddenReviews } from '../api/get-hidden-reviews';
import { useRestoreReview } from '../api/restore-review';
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
      <ReviewExcerpt review={review} />
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
      >
        {(review) => <HiddenReview review={review} />}
      </QueryList>
    </AdminSection>
  );
}
