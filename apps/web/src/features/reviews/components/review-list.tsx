import type { Review } from '@waggle/shared/reviews';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/errors';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { Button } from '../../../components/ui/button';

const noteClasses = 'mt-2 text-sm text-stone-600 dark:text-stone-400';

/**
 * A place's reviews, newest first, a page at a time, each with `reportAction`. The viewer's own
 * (`ownReviewId`) is left out: it shows above, under "Your review".
 */
export function ReviewList({
  placeId,
  ownReviewId,
  reportAction,
}: {
  placeId: number;
  ownReviewId: number | null;
  reportAction: (review: Review) => ReactNode;
}) {
  const {
    data,
    error,
    isPending,
    isFetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useReviews(placeId);
  if (isPending) {
    return (
      <p role="status" className={noteClasses}>
        Loading reviews…
      </p>
    );
  }
  if (!data) {
    return (
      <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
        Reviews didn't load. {errorMessage(error)}
      </LoadFailed>
    );
  }
  const all = data.pages.flatMap((page) => page.reviews);
  const reviews = all.filter((review) => review.id !== ownReviewId);
  if (reviews.length === 0 && !hasNextPage) {
    return (
      <p className={noteClasses}>
        {all.length > 0
          ? 'No one else has reviewed this place yet.'
          : 'No reviews yet. Been here with your dog? Yours could be the first.'}
      </p>
    );
  }
  return (
    <>
      <ul className="mt-2 grid gap-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} action={reportAction(review)} />
          </li>
        ))}
      </ul>
      {isFetchNextPageError ? (
        <LoadFailed onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage}>
          More reviews didn't load. {errorMessage(error)}
        </LoadFailed>
      ) : (
        hasNextPage && (
          <Button
            variant="secondary"
            className="mt-3 w-full"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage && <ButtonSpinner />}
            {isFetchingNextPage ? 'Loading more reviews…' : 'Show more reviews'}
          </Button>
        )
      )}
    </>
  );
}
