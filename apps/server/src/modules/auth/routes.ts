import type { FastifyInstance } from 'fastify';
import { authEmulatorEndpoint } from '@waggle/shared/api/auth';
import { emulatorProjectId } from '@waggle/shared/auth-config';
import type { Env } from '../../env';
import { emulatorPort } from '../../identity';
import { endpointRoutes } from '../../plugins/endpoint-routes';

/**
 * Tells a web build without Firebase configuration where the Auth emulator is, so the same build
 * signs in locally. The route exists only while the server runs against the emulator, which
 * production refuses (env.ts).
 */
export function registerAuthConfigRoutes(app: FastifyInstance, env: Env) {
  const port = emulatorPort(env);
  if (port === undefined) return;
  const config = { port, projectId: env.FIREBASE_PROJECT_ID ?? emulatorProjectId };
  endpointRoutes(app).on(authEmulatorEndpoint, () => config);
}
