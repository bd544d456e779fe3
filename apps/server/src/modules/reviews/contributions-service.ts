import type { MyReview } from '@waggle/shared/contributions';
import type { Repositories } from '../../repositories';

// docs/product.md#my-contributions: a person's reviews as "My contributions" lists them, and the
// moderators' decisions on them (a hide) for the Profile tab's badge.

/** The user's reviews, hidden ones with the moderator's reason, newest change first. */
export async function myReviews(
  { reviews }: Pick<Repositories, 'reviews'>,
  userId: number,
): Promise<MyReview[]> {
  const rows = await reviews.listByAuthor(userId);
  return rows.map(({ status, updatedAt, ...row }) => ({
    ...row,
    hidden: status === 'hidden',
    hiddenReason: status === 'hidden' ? row.hiddenReason : null,
    updatedAt: updatedAt.toISOString(),
  }));
}

/** How many of the user's reviews were hidden after `since`. */
export const reviewDecisionsSince = (
  { reviews }: Pick<Repositories, 'reviews'>,
  userId: number,
  since: Date | null,
) => reviews.countHiddenSince(userId, since);
