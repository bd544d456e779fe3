import type { FastifyInstance } from 'fastify';
import {
  addFavoriteEndpoint,
  favoriteIdsEndpoint,
  removeFavoriteEndpoint,
} from '@waggle/shared/api/favorites';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { FavoritesService } from './service';

export function registerFavoritesRoutes(
  app: FastifyInstance,
  service: FavoritesService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(favoriteIdsEndpoint, ({ request, identity }) =>
    service.list(identity, request.params.id),
  );

  routes.on(addFavoriteEndpoint, async ({ request, identity }) => {
    await service.add(identity, request.params.id, request.params.placeId);
    return { ok: true as const };
  });

  routes.on(removeFavoriteEndpoint, async ({ request, identity }) => {
    await service.remove(identity, request.params.id, request.params.placeId);
    return { ok: true as const };
  });
}
