import type { FastifyInstance } from 'fastify';
import { removePhotoEndpoint } from '@waggle/shared/api/admin-photos';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import type { ImagesService } from './service';

// Admins only: signed out 401, signed in without admin rights 403.
export function registerImagesAdminRoutes(
  app: FastifyInstance,
  service: ImagesService,
  authenticate: Authenticate,
) {
  endpointRoutes(app, authenticate).on(removePhotoEndpoint, async ({ request, identity }) => {
    await service.removePhoto(identity, request.body.url);
    return { ok: true as const };
  });
}
