import type { FastifyInstance } from 'fastify';
import {
  batchPlacesEndpoint,
  getPlaceEndpoint,
  listPlacesEndpoint,
  townsEndpoint,
} from '@waggle/shared/api/places';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import { readAfterOf } from '../../replica/read-after';
import type { PlacesService } from './service';

export function registerPlacesRoutes(app: FastifyInstance, service: PlacesService) {
  const routes = endpointRoutes(app);

  // GET and HEAD: the list's HEAD twin is the connectivity probe (probePlacesEndpoint,
  // docs/product.md#connectivity-and-offline).
  // docs/operations.md#read-replica: the same answer for anyone, so from the replica when it may.
  routes.on(listPlacesEndpoint, ({ request }) => service.list(request.query, readAfterOf(request)));
  routes.on(getPlaceEndpoint, ({ request }) =>
    service.get(request.params.id, readAfterOf(request)),
  );
  routes.on(batchPlacesEndpoint, ({ request }) => service.batch(request.body));
  routes.on(townsEndpoint, ({ request }) => service.towns(request.query));
}
