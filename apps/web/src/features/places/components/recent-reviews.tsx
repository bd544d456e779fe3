import { Star } from 'lucide-react';
import { errorMessage } from '../../../lib/errors';
import { useRecentReviews } from '../api/get-recent-reviews';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((step) => (
        <Star
          key={step}
          aria-hidden="true"
          className={
            step <= rating ? 'size-4 fill-current text-brand-600' : 'size-4 text-stone-400'
          }
        />
      ))}
    </span>
  );
}

export function RecentReviews({ placeId }: { placeId: number }) {
  const { data, error, isPending } = useRecentReviews(placeId);
  return (
    <section className="mt-6" aria-labelledby="recent-reviews">
      <h2 id="recent-reviews" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        Recent reviews
      </h2>
      {isPending && (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">Loading reviews…</p>
      )}
      {error && (
        <p className="mt-2 text-sm text-red-800 dark:text-red-300">
          Reviews didn't load. {errorMessage(error)}
        </p>
      )}
      {data?.reviews.length === 0 && (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          No reviews yet. Been here with your dog? Yours could be the first.
        </p>
      )}
      {data && data.reviews.length > 0 && (
        <ul className="mt-2 grid gap-3">
          {data.reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="font-medium text-stone-900 dark:text-stone-50">
                  {review.author.name}
                </p>
                <Stars rating={review.rating} />
              </div>
              <p className="text-xs text-stone-600 dark:text-stone-400">
                {dateFormat.format(new Date(review.createdAt))}
              </p>
              {review.text && (
                <p className="mt-2 text-sm text-stone-800 dark:text-stone-200">{review.text}</p>
              )}
              {review.photos.length > 0 && (
                <ul className="mt-2 flex gap-2 overflow-x-auto" aria-label="Photos">
                  {review.photos.map((photo) => (
                    <li key={photo} className="shrink-0">
                      <img
                        src={photo}
                        alt=""
                        loading="lazy"
                        width="96"
                        height="96"
                        className="size-24 rounded-lg object-cover"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
