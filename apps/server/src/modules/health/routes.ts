import type { FastifyInstance } from 'fastify';
import { healthEndpoint } from '@waggle/shared/api/health';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { HealthService } from './service';

export function registerHealthRoutes(app: FastifyInstance, service: HealthService) {
  endpointRoutes(app).on(healthEndpoint, async ({ reply }) => {
    const health = await service.check();
    reply.header('Cache-Control', 'no-store').code(health.status === 'ok' ? 200 : 503);
    return health;
  });
}
