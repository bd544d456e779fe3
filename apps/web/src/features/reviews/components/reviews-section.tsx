import type { Review } from '@waggle/shared/reviews';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { signInPath } from '../../../lib/return-path';
import { useOwnReview } from '../api/get-own-review';
import type { ReviewScope } from '../api/review-changed';
import type { PhotoField } from '../photo-field';
import { ReviewList } from './review-list';
import { YourReview } from './your-review';

/** Controls from other features that the screen composes in. */
interface Slots {
  /** The "Report" control for a review by someone else. */
  reportAction: (review: Review) => ReactNode;
  photoField: PhotoField;
}

function SignedInReviews({ scope, reportAction, photoField }: Slots & { scope: ReviewScope }) {
  const own = useOwnReview(scope.placeId, scope.viewer);
  return (
    <>
      <YourReview scope={scope} own={own} photoField={photoField} />
      <ReviewList
        placeId={scope.placeId}
        ownReviewId={own.data?.review?.id ?? null}
        reportAction={reportAction}
      />
    </>
  );
}

/**
 * A place's reviews: the caller's own (or a sign-in link), then everyone's, page by page.
 * `viewer` is who is signed in (their uid), null when signed out.
 */
export function ReviewsSection({
  placeId,
  viewer,
  onRatingChange,
  reportAction,
  photoField,
}: Omit<ReviewScope, 'viewer'> & Slots & { viewer: string | null }) {
  const [location] = useLocation();
  return (
    <section className="mt-6" aria-labelledby="reviews">
      <h2 id="reviews" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        Reviews
      </h2>
      {viewer ? (
        <SignedInReviews
          scope={{ placeId, viewer, onRatingChange }}
          reportAction={reportAction}
          photoField={photoField}
        />
      ) : (
        <>
          <div className="mt-2">
            <ButtonLink href={signInPath(location)}>Sign in to write a review</ButtonLink>
          </div>
          <ReviewList placeId={placeId} ownReviewId={null} reportAction={reportAction} />
        </>
      )}
    </section>
  );
}
