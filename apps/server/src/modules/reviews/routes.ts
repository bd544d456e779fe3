import type { FastifyInstance } from 'fastify';
import {
  deleteReviewEndpoint,
  getOwnReviewEndpoint,
  listReviewsEndpoint,
  saveReviewEndpoint,
} from '@waggle/shared/api/reviews';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import { readAfterOf } from '../../replica/read-after';
import type { ReviewsService } from './service';

// docs/product.md#reviews: reviews are read by anyone, written by their author, deleted by them or an admin.
export function registerReviewsRoutes(
  app: FastifyInstance,
  service: ReviewsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(listReviewsEndpoint, ({ request }) =>
    service.list(request.params.id, request.query, readAfterOf(request)),
  );

  routes.on(getOwnReviewEndpoint, ({ request, identity }) =>
    service.findOwn(identity, request.params.id),
  );

  // Created (201, the descriptor's first status) or replaced (200).
  routes.on(saveReviewEndpoint, async ({ request, reply, identity }) => {
    const { created, ...saved } = await service.save(identity, request.params.id, request.body);
    if (!created) reply.code(200);
    return saved;
  });

  routes.on(deleteReviewEndpoint, async ({ request, identity }) => ({
    ok: true as const,
    rating: await service.remove(identity, request.params.id),
  }));
}
