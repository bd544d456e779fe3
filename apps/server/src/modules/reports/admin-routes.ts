import type { FastifyInstance } from 'fastify';
import {
  adminIdParamsSchema,
  adminReportListSchema,
  resolveReportBodySchema,
} from '@waggle/shared/admin';
import { okSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { ReportsService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerReportsAdminRoutes(
  app: FastifyInstance,
  service: ReportsService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/reports',
    { schema: { response: { 200: adminReportListSchema } } },
    async (request) => service.list(await authenticate(request)),
  );

  routes.post(
    '/api/admin/reports/:id/resolve',
    {
      schema: {
        params: adminIdParamsSchema,
        body: resolveReportBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.resolve(await authenticate(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
}
