import type { FastifyInstance } from 'fastify';
import { auditListSchema } from '@waggle/shared/admin';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { AdminServices } from './services';

/** The audit log of what admins did. */
export function registerDirectoryRoutes(
  app: FastifyInstance,
  { overview }: AdminServices,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/audit',
    { schema: { response: { 200: auditListSchema } } },
    async (request) => overview.audit(await authenticate(request)),
  );
}
