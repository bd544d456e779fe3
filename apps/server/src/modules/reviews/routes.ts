import type { FastifyInstance } from 'fastify';
import { placeIdParamsSchema } from '@waggle/shared/places';
import { listReviewsQuerySchema, reviewPageSchema } from '@waggle/shared/reviews';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { ReviewsService } from './service';

export function registerReviewsRoutes(app: FastifyInstance, service: ReviewsService) {
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
    async (request) => service.listRecent(request.params.id, request.query),
  );
}
