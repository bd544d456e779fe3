import type { FastifyInstance } from 'fastify';
import {
  createSuggestionEndpoint,
  mySuggestionsEndpoint,
  possibleDuplicatesEndpoint,
} from '@waggle/shared/api/suggestions';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { SuggestionsService } from './service';

// docs/architecture.md#http-api: POST /api/suggestions, GET /api/suggestions/mine and
// GET /api/suggestions/duplicates, signed in.
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

  routes.on(possibleDuplicatesEndpoint, ({ request, identity }) =>
    service.possibleDuplicates(identity, request.query),
  );
}
