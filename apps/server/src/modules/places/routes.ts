import type { FastifyInstance } from 'fastify';
import {
  batchPlacesEndpoint,
  getPlaceEndpoint,
  listPlacesEndpoint,
  townsEndpoint,
} from '@waggle/shared/api/places';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { PlacesService } from './service';

export function registerPlacesRoutes(app: FastifyInstance, service: PlacesService) {
  const routes = endpointRoutes(app);

  // GET and HEAD: the list's HEAD twin is the connectivity probe (probePlacesEndpoint,
  // docs/product.md#connectivity-and-offline).
  routes.on(listPlacesEndpoint, ({ request }) => service.list(request.query));
  routes.on(getPlaceEndpoint, ({ request }) => service.get(request.params.id));
  routes.on(batchPlacesEndpoint, ({ request }) => service.batch(request.body));
  routes.on(townsEndpoint, ({ request }) => service.towns(request.query));
}
