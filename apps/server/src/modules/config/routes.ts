import type { FastifyInstance } from 'fastify';
import { mapConfigEndpoint } from '@waggle/shared/api/config';
import type { MapConfig } from '@waggle/shared/map-config';
import type { Env } from '../../env';
import { endpointRoutes } from '../../plugins/endpoint-routes';

/**
 * A changed setting reaches the apps within 5 minutes; a proxy may share the answer, which is the
 * same for everyone.
 */
const configCacheControl = 'public, max-age=300';

/**
 * The deployment's settings the web app reads at run time, so one build serves any deployment and
 * the native apps follow their server: the map's tile server and its credit.
 */
export function registerConfigRoutes(
  app: FastifyInstance,
  env: Pick<Env, 'MAP_TILE_URL' | 'MAP_ATTRIBUTION'>,
) {
  const map: MapConfig = { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION };
  endpointRoutes(app).on(mapConfigEndpoint, ({ reply }) => {
    reply.header('Cache-Control', configCacheControl);
    return map;
  });
}
