import type { FastifyInstance } from 'fastify';
import {
  adminIdParamsSchema,
  adminReportListSchema,
  adminSummarySchema,
  removePhotoBodySchema,
  resolveReportBodySchema,
} from '@waggle/shared/admin';
import { okSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { AdminServices } from './services';

const ok = { ok: true as const };
const answersOk = { response: { 200: okSchema } };

/** The reports queue, and photos to take down. */
export function registerModerationRoutes(
  app: FastifyInstance,
  { overview, reports, photos }: AdminServices,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/summary',
    { schema: { response: { 200: adminSummarySchema } } },
    async (request) => overview.summary(await authenticate(request)),
  );

  routes.get(
    '/api/admin/reports',
    { schema: { response: { 200: adminReportListSchema } } },
    async (request) => reports.list(await authenticate(request)),
  );

  routes.post(
    '/api/admin/reports/:id/resolve',
    { schema: { params: adminIdParamsSchema, body: resolveReportBodySchema, ...answersOk } },
    async (request) => {
      await reports.resolve(await authenticate(request), request.params.id, request.body);
      return ok;
    },
  );

  routes.post(
    '/api/admin/photos/remove',
    { schema: { body: removePhotoBodySchema, ...answersOk } },
    async (request) => {
      await photos.remove(await authenticate(request), request.body.url);
      return ok;
    },
  );
}
