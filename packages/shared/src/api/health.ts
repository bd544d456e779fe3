import { healthSchema, livenessSchema, readinessSchema } from '../health';
import { defineEndpoint } from './endpoint';
import { healthPath, livenessPath, readinessPath } from './paths';

/** The server and its database: 200 when healthy, 503 (same body) when degraded. */
export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: healthPath,
  response: healthSchema,
  status: [200, 503],
  access: 'anyone',
});

/** The process answers: always 200 while it runs. */
export const livenessEndpoint = defineEndpoint({
  method: 'GET',
  path: livenessPath,
  response: livenessSchema,
  access: 'anyone',
});

/** 200 when the server takes requests; 503 (same body) when its database does not answer or it drains. */
export const readinessEndpoint = defineEndpoint({
  method: 'GET',
  path: readinessPath,
  response: readinessSchema,
  status: [200, 503],
  access: 'anyone',
});
