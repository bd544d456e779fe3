import type { FastifyInstance } from 'fastify';
import {
  listPlacesQuerySchema,
  placeIdParamsSchema,
  placeListSchema,
  placePageSchema,
  placeSchema,
  placesBatchBodySchema,
} from '@waggle/shared/places';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { PlacesService } from './service';

export function registerPlacesRoutes(app: FastifyInstance, service: PlacesService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // GET and HEAD (docs/product.md#connectivity-and-offline: `HEAD /api/locations?limit=1` is the connectivity probe).
  routes.get(
    '/api/locations',
    { schema: { querystring: listPlacesQuerySchema, response: { 200: placePageSchema } } },
    async (request) => service.list(request.query),
  );

  routes.get(
    '/api/locations/:id',
    { schema: { params: placeIdParamsSchema, response: { 200: placeSchema } } },
    async (request) => service.get(request.params.id),
  );

  routes.post(
    '/api/locations/batch',
    { schema: { body: placesBatchBodySchema, response: { 200: placeListSchema } } },
    async (request) => service.batch(request.body),
  );
}
