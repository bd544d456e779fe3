import type { FastifyInstance } from 'fastify';
import {
  adminIdParamsSchema,
  adminPlaceListSchema,
  adminPlacePatchSchema,
  adminPlaceSchema,
  adminSearchQuerySchema,
} from '@waggle/shared/admin';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { PlacesService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerPlacesAdminRoutes(
  app: FastifyInstance,
  service: PlacesService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/places',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminPlaceListSchema } } },
    async (request) => service.search(await authenticate(request), request.query),
  );

  routes.patch(
    '/api/admin/places/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: adminPlacePatchSchema,
        response: { 200: adminPlaceSchema },
      },
    },
    async (request) => service.update(await authenticate(request), request.params.id, request.body),
  );

  routes.post(
    '/api/admin/places/:id/verify',
    { schema: { params: adminIdParamsSchema, response: { 200: adminPlaceSchema } } },
    async (request) => service.verify(await authenticate(request), request.params.id),
  );
}
