import type { FastifyInstance } from 'fastify';
import {
  adminAnnouncementsEndpoint,
  createAnnouncementEndpoint,
  updateAnnouncementEndpoint,
} from '@waggle/shared/api/admin-announcements';
import { messagesEndpoint } from '@waggle/shared/api/announcements';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import { readAfterOf } from '../../replica/read-after';
import type { AnnouncementsService } from './service';

/** docs/product.md#announcements: clients keep data 5 minutes fresh; caches may share the public list as long. */
const messagesCacheControl = 'public, max-age=300';

// docs/product.md#announcements GET /motd/messages.json for anyone; docs/product.md#error-responses /api/admin/announcements for admins
// (signed out 401, signed in without admin rights 403).
export function registerAnnouncementsRoutes(
  app: FastifyInstance,
  service: AnnouncementsService,
  authenticate: Authenticate,
) {
  const routes = endpointRoutes(app, authenticate);

  routes.on(messagesEndpoint, async ({ request, reply }) => {
    const messages = await service.published(readAfterOf(request));
    reply.header('Cache-Control', messagesCacheControl);
    return messages;
  });

  routes.on(adminAnnouncementsEndpoint, ({ identity }) => service.list(identity));

  routes.on(createAnnouncementEndpoint, ({ request, identity }) =>
    service.create(identity, request.body),
  );

  routes.on(updateAnnouncementEndpoint, ({ request, identity }) =>
    service.update(identity, request.params.id, request.body),
  );
}
