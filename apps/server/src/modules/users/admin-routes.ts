import type { FastifyInstance } from 'fastify';
import {
  adminIdParamsSchema,
  adminSearchQuerySchema,
  adminUserListSchema,
  adminUserPatchSchema,
  adminUserSchema,
} from '@waggle/shared/admin';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { UsersService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerUsersAdminRoutes(
  app: FastifyInstance,
  service: UsersService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/users',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => service.search(await authenticate(request), request.query),
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
      service.setAdmin(await authenticate(request), request.params.id, request.body.isAdmin),
  );
}
