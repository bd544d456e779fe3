import type { FastifyInstance } from 'fastify';
import {
  adminIdParamsSchema,
  adminSearchQuerySchema,
  adminUserListSchema,
  adminUserPatchSchema,
  adminUserSchema,
  auditListSchema,
} from '@waggle/shared/admin';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { AdminServices } from './services';

/** Places and people, and the audit log of what admins did. */
export function registerDirectoryRoutes(
  app: FastifyInstance,
  { users, overview }: AdminServices,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/users',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => users.search(await authenticate(request), request.query),
  );

  routes.patch(
    '/api/admin/users/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: adminUserPatchSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      users.setAdmin(await authenticate(request), request.params.id, request.body.isAdmin),
  );

  routes.get(
    '/api/admin/audit',
    { schema: { response: { 200: auditListSchema } } },
    async (request) => overview.audit(await authenticate(request)),
  );
}
