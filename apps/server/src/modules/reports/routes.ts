import type { FastifyInstance } from 'fastify';
import { createReportEndpoint, myOpenReportEndpoint } from '@waggle/shared/api/reports';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { ReportsService } from './service';

// docs/architecture.md#http-api: POST /api/reports and GET /api/reports/mine, signed in.
export function registerReportsRoutes(
  app: FastifyInstance,
  service: ReportsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);
  routes.on(createReportEndpoint, async ({ request, identity }) => {
    await service.create(identity, request.body);
    return { ok: true as const };
  });
  routes.on(myOpenReportEndpoint, ({ request, identity }) =>
    service.hasOpen(identity, request.query),
  );
}
