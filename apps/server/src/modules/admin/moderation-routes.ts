import type { FastifyInstance } from 'fastify';
import { adminSummarySchema, removePhotoBodySchema } from '@waggle/shared/admin';
import { okSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { AdminServices } from './services';

const ok = { ok: true as const };
const answersOk = { response: { 200: okSchema } };

/** The queues' summary, and photos to take down. */
export function registerModerationRoutes(
  app: FastifyInstance,
  { overview, photos }: AdminServices,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/summary',
    { schema: { response: { 200: adminSummarySchema } } },
    async (request) => overview.summary(await authenticate(request)),
  );

  routes.post(
    '/api/admin/photos/remove',
    { schema: { body: removePhotoBodySchema, ...answersOk } },
    async (request) => {
      await photos.remove(await authenticate(request), request.body.url);
      return ok;
    },
  );
}
