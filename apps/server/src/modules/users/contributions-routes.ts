import type { FastifyInstance } from 'fastify';
import {
  markDecisionsSeenEndpoint,
  myReviewsEndpoint,
  unseenDecisionsEndpoint,
} from '@waggle/shared/api/contributions';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { ContributionsService } from './contributions-service';

// docs/product.md#my-contributions: /api/users/:id/reviews and /decisions, the account's own.
export function registerContributionsRoutes(
  app: FastifyInstance,
  service: ContributionsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(myReviewsEndpoint, ({ request, identity }) =>
    service.reviews(identity, request.params.id),
  );

  routes.on(unseenDecisionsEndpoint, ({ request, identity }) =>
    service.unseenDecisions(identity, request.params.id),
  );

  routes.on(markDecisionsSeenEndpoint, async ({ request, identity }) => {
    await service.markDecisionsSeen(identity, request.params.id);
    return { ok: true as const };
  });
}
