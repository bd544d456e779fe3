import type { FastifyInstance } from 'fastify';
import {
  deleteUserEndpoint,
  getUserEndpoint,
  syncUserEndpoint,
  updateProfileEndpoint,
  validateSessionEndpoint,
} from '@waggle/shared/api/users';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { UsersService } from './service';

// docs/product.md#routes-and-navigation the /api/users calls; docs/architecture.md#http-api PATCH /api/users/:id.
export function registerUsersRoutes(
  app: FastifyInstance,
  service: UsersService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(syncUserEndpoint, ({ request, identity }) => service.sync(identity, request.body));

  routes.on(validateSessionEndpoint, ({ request, identity }) =>
    service.validateSession(identity, request.body),
  );

  routes.on(getUserEndpoint, ({ request, identity }) => service.get(identity, request.params.id));

  routes.on(updateProfileEndpoint, ({ request, identity }) =>
    service.updateProfile(identity, request.params.id, request.body),
  );

  routes.on(deleteUserEndpoint, async ({ request, identity }) => {
    await service.deleteAccount(identity, request.params.id, request.body);
    return { ok: true as const };
  });
}
