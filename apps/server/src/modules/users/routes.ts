import type { FastifyInstance } from 'fastify';
import {
  deleteUserBodySchema,
  okSchema,
  serverUserSchema,
  syncUserBodySchema,
  syncUserResponseSchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  validateSessionBodySchema,
  validateSessionResponseSchema,
} from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { UsersService } from './service';

// docs/product.md#routes-and-navigation the /api/users calls; docs/architecture.md#http-api PATCH /api/users/:id.
export function registerUsersRoutes(
  app: FastifyInstance,
  service: UsersService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/users',
    { schema: { body: syncUserBodySchema, response: { 200: syncUserResponseSchema } } },
    async (request) => service.sync(await authenticate(request), request.body),
  );

  routes.post(
    '/api/validate-user-session',
    {
      schema: { body: validateSessionBodySchema, response: { 200: validateSessionResponseSchema } },
    },
    async (request) => service.validateSession(await authenticate(request), request.body),
  );

  routes.get(
    '/api/users/:id',
    { schema: { params: userIdParamsSchema, response: { 200: serverUserSchema } } },
    async (request) => service.get(await authenticate(request), request.params.id),
  );

  routes.patch(
    '/api/users/:id',
    {
      schema: {
        params: userIdParamsSchema,
        body: updateProfileBodySchema,
        response: { 200: serverUserSchema },
      },
    },
    async (request) =>
      service.updateProfile(await authenticate(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/users/:id',
    {
      schema: {
        params: userIdParamsSchema,
        body: deleteUserBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.deleteAccount(await authenticate(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
}
