import type { FastifyInstance } from 'fastify';
import {
  adminIdParamsSchema,
  adminSuggestionListSchema,
  approveSuggestionBodySchema,
  rejectSuggestionBodySchema,
} from '@waggle/shared/admin';
import { okSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { SuggestionsService } from './service';

const answersOk = { response: { 200: okSchema } };

// Admins only: signed out 401, signed in without admin rights 403.
export function registerSuggestionsAdminRoutes(
  app: FastifyInstance,
  service: SuggestionsService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/suggestions',
    { schema: { response: { 200: adminSuggestionListSchema } } },
    async (request) => service.list(await authenticate(request)),
  );

  routes.post(
    '/api/admin/suggestions/:id/approve',
    { schema: { params: adminIdParamsSchema, body: approveSuggestionBodySchema, ...answersOk } },
    async (request) => {
      await service.approve(await authenticate(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/admin/suggestions/:id/reject',
    { schema: { params: adminIdParamsSchema, body: rejectSuggestionBodySchema, ...answersOk } },
    async (request) => {
      await service.reject(await authenticate(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
}
