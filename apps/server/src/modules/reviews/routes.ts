import type { FastifyInstance } from 'fastify';
import { placeIdParamsSchema } from '@waggle/shared/places';
import {
  deletedReviewSchema,
  listReviewsQuerySchema,
  ownReviewSchema,
  reviewBodySchema,
  reviewIdParamsSchema,
  reviewPageSchema,
  savedReviewSchema,
} from '@waggle/shared/reviews';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { ReviewsService } from './service';

// docs/product.md#reviews: reviews are read by anyone, written by their author, deleted by them or an admin.
export function registerReviewsRoutes(
  app: FastifyInstance,
  service: ReviewsService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/locations/:id/reviews',
    {
      schema: {
        params: placeIdParamsSchema,
        querystring: listReviewsQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => service.list(request.params.id, request.query),
  );

  routes.get(
    '/api/locations/:id/reviews/mine',
    { schema: { params: placeIdParamsSchema, response: { 200: ownReviewSchema } } },
    async (request) => service.findOwn(await authenticate(request), request.params.id),
  );

  routes.post(
    '/api/locations/:id/reviews',
    {
      schema: {
        params: placeIdParamsSchema,
        body: reviewBodySchema,
        response: { 200: savedReviewSchema, 201: savedReviewSchema },
      },
    },
    async (request, reply) => {
      const identity = await authenticate(request);
      const { created, ...saved } = await service.save(identity, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(saved);
    },
  );

  routes.delete(
    '/api/reviews/:id',
    { schema: { params: reviewIdParamsSchema, response: { 200: deletedReviewSchema } } },
    async (request) => ({
      ok: true as const,
      rating: await service.remove(await authenticate(request), request.params.id),
    }),
  );
}
