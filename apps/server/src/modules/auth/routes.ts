import type { FastifyInstance } from 'fastify';
import { authEmulatorConfigSchema, emulatorProjectId } from '@waggle/shared/auth-config';
import type { Env } from '../../env';
import { emulatorPort } from '../../identity';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/**
 * Tells a web build without Firebase configuration where the Auth emulator is, so the same build
 * signs in locally. The route exists only while the server runs against the emulator, which
 * production refuses (env.ts).
 */
export function registerAuthConfigRoutes(app: FastifyInstance, env: Env) {
  const port = emulatorPort(env);
  if (port === undefined) return;
  const config = { port, projectId: env.FIREBASE_PROJECT_ID ?? emulatorProjectId };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/auth/emulator', { schema: { response: { 200: authEmulatorConfigSchema } } }, () =>
      Promise.resolve(config),
    );
}
