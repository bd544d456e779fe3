import type { FastifyInstance } from 'fastify';
import { favoriteIdsSchema, favoriteParamsSchema } from '@waggle/shared/favorites';
import { okSchema, userIdParamsSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { FavoritesService } from './service';

export function registerFavoritesRoutes(
  app: FastifyInstance,
  service: FavoritesService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/users/:id/favorites',
    { schema: { params: userIdParamsSchema, response: { 200: favoriteIdsSchema } } },
    async (request) => service.list(await authenticate(request), request.params.id),
  );

  routes.put(
    '/api/users/:id/favorites/:placeId',
    { schema: { params: favoriteParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const { id, placeId } = request.params;
      await service.add(await authenticate(request), id, placeId);
      return { ok: true as const };
    },
  );

  routes.delete(
    '/api/users/:id/favorites/:placeId',
    { schema: { params: favoriteParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const { id, placeId } = request.params;
      await service.remove(await authenticate(request), id, placeId);
      return { ok: true as const };
    },
  );
}
