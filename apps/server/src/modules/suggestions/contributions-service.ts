import type { Repositories } from '../../repositories';

/**
 * How many of the user's suggestions a moderator decided after `since`: the Profile tab's badge
 * (docs/product.md#my-contributions).
 */
export const suggestionDecisionsSince = (
  { suggestions }: Pick<Repositories, 'suggestions'>,
  userId: number,
  since: Date | null,
) => suggestions.countDecidedSince(userId, since);
