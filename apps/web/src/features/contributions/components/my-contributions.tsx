import { useEffect } from 'react';
import { MySuggestions } from '../../suggestions';
import { useMarkDecisionsSeen } from '../api/decisions';
import { MyReviews } from './my-reviews';

const subheadingClasses = 'mt-4 font-semibold text-stone-900 dark:text-stone-50';

/**
 * "My contributions" on the profile (docs/product.md#my-contributions): the person's reviews and
 * suggestions with what moderators decided. Shown, it marks those decisions as seen, which clears
 * the Profile tab's badge.
 */
export function MyContributions({ userId }: { userId: number }) {
  const { mutate: markSeen } = useMarkDecisionsSeen(userId);
  useEffect(() => markSeen(), [markSeen]);
  return (
    <section aria-labelledby="my-contributions" className="mt-10">
      <h2 id="my-contributions" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        My contributions
      </h2>
      <h3 className={subheadingClasses}>Suggestions</h3>
      <MySuggestions userId={userId} />
      <h3 className={subheadingClasses}>Reviews</h3>
      <MyReviews userId={userId} />
    </section>
  );
}
