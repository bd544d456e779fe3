import type { FastifyInstance } from 'fastify';
import { adminSummarySchema, auditListSchema } from '@waggle/shared/admin';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { AdminOverviewService } from './overview-service';

// docs/architecture.md#http-api /api/admin/...: signed out 401, signed in without admin rights 403.
export function registerAdminRoutes(
  app: FastifyInstance,
  overview: AdminOverviewService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/summary',
    { schema: { response: { 200: adminSummarySchema } } },
    async (request) => overview.summary(await authenticate(request)),
  );

  routes.get(
    '/api/admin/audit',
    { schema: { response: { 200: auditListSchema } } },
    async (request) => overview.audit(await authenticate(request)),
  );
}
