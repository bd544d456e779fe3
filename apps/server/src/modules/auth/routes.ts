import type { FastifyInstance } from 'fastify';
import { authEmulatorConfigSchema, emulatorProjectId } from '@waggle/shared/auth-config';
import type { Env } from '../../env';
import { notFound } from '../../http-error';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/**
 * Tells a web build without Firebase configuration where the Auth emulator is, so the same build
 * signs in locally. Only exists while the server runs against the emulator (never in production).
 */
export function registerAuthConfigRoutes(app: FastifyInstance, env: Env) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/auth/emulator',
      { schema: { response: { 200: authEmulatorConfigSchema } } },
      (_request, reply) => {
        const hostAndPort = env.FIREBASE_AUTH_EMULATOR_HOST;
        if (!hostAndPort) throw notFound('Auth emulator');
        return reply.send({
          port: Number(hostAndPort.slice(hostAndPort.lastIndexOf(':') + 1)),
          projectId: env.FIREBASE_PROJECT_ID ?? emulatorProjectId,
        });
      },
    );
}
