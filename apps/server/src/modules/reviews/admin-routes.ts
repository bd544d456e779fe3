import type { FastifyInstance } from 'fastify';
import { adminIdParamsSchema, adminReviewListSchema } from '@waggle/shared/admin';
import { okSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { ReviewsService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerReviewsAdminRoutes(
  app: FastifyInstance,
  service: ReviewsService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/reviews/hidden',
    { schema: { response: { 200: adminReviewListSchema } } },
    async (request) => service.listHidden(await authenticate(request)),
  );

  for (const step of ['hide', 'restore'] as const) {
    routes.post(
      `/api/admin/reviews/:id/${step}`,
      { schema: { params: adminIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await service[step](await authenticate(request), request.params.id);
        return { ok: true as const };
      },
    );
  }
}
