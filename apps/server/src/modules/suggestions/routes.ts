import type { FastifyInstance } from 'fastify';
import { createSuggestionEndpoint, mySuggestionsEndpoint } from '@waggle/shared/api/suggestions';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { SuggestionsService } from './service';

// docs/architecture.md#http-api: POST /api/suggestions and GET /api/suggestions/mine, signed in.
export function registerSuggestionsRoutes(
  app: FastifyInstance,
  service: SuggestionsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(createSuggestionEndpoint, ({ request, identity }) =>
    service.create(identity, request.body),
  );

  routes.on(mySuggestionsEndpoint, ({ identity }) => service.listMine(identity));
}
