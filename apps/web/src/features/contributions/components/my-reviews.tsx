import type { MyReview } from '@waggle/shared/contributions';
import { EyeOff } from 'lucide-react';
import { Link } from 'wouter';
import { LoadFailed } from '../../../components/ui/load-failed';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useMyReviews } from '../api/get-my-reviews';

const noteClasses = 'mt-2 text-sm text-stone-700 dark:text-stone-300';

function ReviewItem({ review }: { review: MyReview }) {
  const { placeId, placeName, rating, text, photoCount, hidden, hiddenReason } = review;
  return (
    <li className="grid gap-1 py-3">
      <p className="font-medium text-stone-900 dark:text-stone-50">
        <Link href={paths.location(placeId)} className="underline">
          {placeName}
        </Link>
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {rating} out of 5 stars
        {photoCount > 0 && ` · ${photoCount} ${photoCount === 1 ? 'photo' : 'photos'}`}
      </p>
      {text && <p className="line-clamp-2 text-sm text-stone-800 dark:text-stone-200">{text}</p>}
      {hidden && (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Hidden by a moderator{hiddenReason ? `: ${hiddenReason}` : ''}. Only you can see it; an
            edit keeps it hidden until a moderator looks again.
          </span>
        </p>
      )}
    </li>
  );
}

/** The person's reviews, newest change first; a hidden one says so, with the moderator's reason. */
export function MyReviews({ userId }: { userId: number }) {
  const { data, error, isPending, isFetching, refetch } = useMyReviews(userId);
  if (isPending) {
    return (
      <p role="status" className={noteClasses}>
        Loading your reviews…
      </p>
    );
  }
  if (error) {
    return (
      <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
        Your reviews didn't load. {errorMessage(error)}
      </LoadFailed>
    );
  }
  if (data.reviews.length === 0) {
    return (
      <p className={noteClasses}>
        You haven't reviewed a place yet. Rate the places you visit with your dog and your reviews
        show up here.
      </p>
    );
  }
  return (
    <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
      {data.reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}
