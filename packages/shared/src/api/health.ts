import { healthSchema } from '../health';
import { defineEndpoint } from './endpoint';
import { healthPath } from './paths';

/** The server and its database: 200 when healthy, 503 (same body) when degraded. */
export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: healthPath,
  response: healthSchema,
  status: [200, 503],
  access: 'anyone',
});
