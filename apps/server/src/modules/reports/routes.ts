import type { FastifyInstance } from 'fastify';
import { createReportEndpoint } from '@waggle/shared/api/reports';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { ReportsService } from './service';

// docs/architecture.md#http-api: POST /api/reports, signed in.
export function registerReportsRoutes(
  app: FastifyInstance,
  service: ReportsService,
  authenticate: Authenticate,
) {
  endpointRoutes(app, authenticate).on(createReportEndpoint, async ({ request, identity }) => {
    await service.create(identity, request.body);
    return { ok: true as const };
  });
}
