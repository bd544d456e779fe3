import type { FastifyInstance } from 'fastify';
import { healthSchema } from '@waggle/shared/health';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { HealthService } from './service';

export function registerHealthRoutes(app: FastifyInstance, service: HealthService) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const health = await service.check();
        reply.header('Cache-Control', 'no-store');
        return reply.code(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
}
