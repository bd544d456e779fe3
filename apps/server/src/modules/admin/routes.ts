import type { FastifyInstance } from 'fastify';
import { adminSummaryEndpoint, auditLogEndpoint } from '@waggle/shared/api/admin-overview';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { AdminOverviewService } from './overview-service';

// docs/architecture.md#http-api /api/admin/...: signed out 401, signed in without admin rights 403.
export function registerAdminRoutes(
  app: FastifyInstance,
  overview: AdminOverviewService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);
  routes.on(adminSummaryEndpoint, ({ identity }) => overview.summary(identity));
  routes.on(auditLogEndpoint, ({ request, identity }) => overview.audit(identity, request.query));
}
