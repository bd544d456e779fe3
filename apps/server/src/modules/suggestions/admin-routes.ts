import type { FastifyInstance } from 'fastify';
import {
  adminSuggestionsEndpoint,
  approveSuggestionEndpoint,
  rejectSuggestionEndpoint,
} from '@waggle/shared/api/admin-suggestions';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { SuggestionsService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerSuggestionsAdminRoutes(
  app: FastifyInstance,
  service: SuggestionsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(adminSuggestionsEndpoint, ({ identity }) => service.list(identity));

  routes.on(approveSuggestionEndpoint, async ({ request, identity }) => {
    await service.approve(identity, request.params.id, request.body);
    return { ok: true as const };
  });

  routes.on(rejectSuggestionEndpoint, async ({ request, identity }) => {
    await service.reject(identity, request.params.id, request.body);
    return { ok: true as const };
  });
}
