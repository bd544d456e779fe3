import type { FastifyInstance } from 'fastify';
import { adminReportsEndpoint, resolveReportEndpoint } from '@waggle/shared/api/admin-reports';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { ReportsService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerReportsAdminRoutes(
  app: FastifyInstance,
  service: ReportsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(adminReportsEndpoint, ({ identity }) => service.list(identity));

  routes.on(resolveReportEndpoint, async ({ request, identity }) => {
    await service.resolve(identity, request.params.id, request.body);
    return { ok: true as const };
  });
}
