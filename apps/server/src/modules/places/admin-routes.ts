import type { FastifyInstance } from 'fastify';
import {
  adminPlacesEndpoint,
  updateAdminPlaceEndpoint,
  verifyPlaceEndpoint,
} from '@waggle/shared/api/admin-places';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { PlacesService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerPlacesAdminRoutes(
  app: FastifyInstance,
  service: PlacesService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(adminPlacesEndpoint, ({ request, identity }) =>
    service.search(identity, request.query),
  );

  routes.on(updateAdminPlaceEndpoint, ({ request, identity }) =>
    service.update(identity, request.params.id, request.body),
  );

  routes.on(verifyPlaceEndpoint, ({ request, identity }) =>
    service.verify(identity, request.params.id),
  );
}
