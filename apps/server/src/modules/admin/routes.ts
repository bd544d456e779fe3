import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../plugins/authentication';
import { registerDirectoryRoutes } from './directory-routes';
import { registerModerationRoutes } from './moderation-routes';
import type { AdminServices } from './services';

// docs/architecture.md#http-api /api/admin/...: signed out 401, signed in without admin rights 403.
export function registerAdminRoutes(
  app: FastifyInstance,
  services: AdminServices,
  authenticate: Authenticate,
) {
  registerModerationRoutes(app, services, authenticate);
  registerDirectoryRoutes(app, services, authenticate);
}
