import type { FastifyInstance } from 'fastify';
import { reportBodySchema } from '@waggle/shared/reports';
import { okSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { ReportsService } from './service';

// docs/architecture.md#http-api: POST /api/reports, signed in.
export function registerReportsRoutes(
  app: FastifyInstance,
  service: ReportsService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/reports',
    { schema: { body: reportBodySchema, response: { 201: okSchema } } },
    async (request, reply) => {
      await service.create(await authenticate(request), request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
}
