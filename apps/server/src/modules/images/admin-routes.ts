import type { FastifyInstance } from 'fastify';
import { removePhotoBodySchema } from '@waggle/shared/admin';
import { okSchema } from '@waggle/shared/users';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { ImagesService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerImagesAdminRoutes(
  app: FastifyInstance,
  service: ImagesService,
  authenticate: Authenticate,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/photos/remove',
    { schema: { body: removePhotoBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await service.removePhoto(await authenticate(request), request.body.url);
      return { ok: true as const };
    },
  );
}
