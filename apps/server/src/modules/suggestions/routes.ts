import type { FastifyInstance } from 'fastify';
import {
  suggestionBodySchema,
  suggestionListSchema,
  suggestionSchema,
} from '@waggle/shared/suggestions';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { SuggestionsService } from './service';

// docs/architecture.md#http-api: POST /api/suggestions and GET /api/suggestions/mine, signed in.
export function registerSuggestionsRoutes(
  app: FastifyInstance,
  service: SuggestionsService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/suggestions',
    { schema: { body: suggestionBodySchema, response: { 201: suggestionSchema } } },
    async (request, reply) => {
      const suggestion = await service.create(await authenticate(request), request.body);
      return reply.code(201).send(suggestion);
    },
  );

  routes.get(
    '/api/suggestions/mine',
    { schema: { response: { 200: suggestionListSchema } } },
    async (request) => service.listMine(await authenticate(request)),
  );
}
