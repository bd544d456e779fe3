import type { FastifyInstance } from 'fastify';
import {
  hiddenReviewsEndpoint,
  hideReviewEndpoint,
  restoreReviewEndpoint,
} from '@waggle/shared/api/admin-reviews';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { ReviewsService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerReviewsAdminRoutes(
  app: FastifyInstance,
  service: ReviewsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(hiddenReviewsEndpoint, ({ identity }) => service.listHidden(identity));

  routes.on(hideReviewEndpoint, async ({ request, identity }) => {
    await service.hide(identity, request.params.id, request.body);
    return { ok: true as const };
  });
  routes.on(restoreReviewEndpoint, async ({ request, identity }) => {
    await service.restore(identity, request.params.id);
    return { ok: true as const };
  });
}
