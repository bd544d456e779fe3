import type { FastifyInstance } from 'fastify';
import { healthEndpoint, livenessEndpoint, readinessEndpoint } from '@waggle/shared/api/health';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { HealthService } from './service';

// Probes and people must see the state of now, never a cached answer.
const noStore = 'no-store';

export function registerHealthRoutes(app: FastifyInstance, service: HealthService) {
  const routes = endpointRoutes(app);
  routes.on(healthEndpoint, async ({ reply }) => {
    const health = await service.check();
    reply.header('Cache-Control', noStore).code(health.status === 'ok' ? 200 : 503);
    return health;
  });
  routes.on(livenessEndpoint, ({ reply }) => {
    reply.header('Cache-Control', noStore);
    return service.live();
  });
  routes.on(readinessEndpoint, async ({ reply }) => {
    const readiness = await service.readiness();
    reply.header('Cache-Control', noStore).code(readiness.status === 'ready' ? 200 : 503);
    return readiness;
  });
}
