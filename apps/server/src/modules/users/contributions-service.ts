import type { MyReview } from '@waggle/shared/contributions';
import type { Identity } from '../../identity';
import type { ServiceContext } from '../../service-context';
import { myReviews, reviewDecisionsSince } from '../reviews/contributions-service';
import { suggestionDecisionsSince } from '../suggestions/contributions-service';
import { assertSelf } from './actor-service';

/**
 * docs/product.md#my-contributions: what a person wrote, and the moderators' decisions on it they
 * have not seen yet (a suggestion decided, a review hidden since they last looked).
 */
export function createContributionsService({ repositories, requireActor }: ServiceContext) {
  async function self(identity: Identity, id: number) {
    const actor = await requireActor(identity);
    assertSelf(actor, id, 'You can only see your own contributions.');
    return actor;
  }

  return {
    async reviews(identity: Identity, id: number): Promise<{ reviews: MyReview[] }> {
      await self(identity, id);
      return { reviews: await myReviews(repositories, id) };
    },

    async unseenDecisions(identity: Identity, id: number): Promise<{ unseen: number }> {
      const actor = await self(identity, id);
      const since = actor.decisionsSeenAt;
      const [suggestions, reviews] = await Promise.all([
        suggestionDecisionsSince(repositories, id, since),
        reviewDecisionsSince(repositories, id, since),
      ]);
      return { unseen: suggestions + reviews };
    },

    async markDecisionsSeen(identity: Identity, id: number): Promise<void> {
      await self(identity, id);
      await repositories.users.markDecisionsSeen(id);
    },
  };
}
export type ContributionsService = ReturnType<typeof createContributionsService>;
