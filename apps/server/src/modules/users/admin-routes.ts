import type { FastifyInstance } from 'fastify';
import { adminUsersEndpoint, updateAdminUserEndpoint } from '@waggle/shared/api/admin-users';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { UsersService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerUsersAdminRoutes(
  app: FastifyInstance,
  service: UsersService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(adminUsersEndpoint, ({ request, identity }) => service.search(identity, request.query));

  routes.on(updateAdminUserEndpoint, ({ request, identity }) =>
    service.setAdmin(identity, request.params.id, request.body.isAdmin),
  );
}
