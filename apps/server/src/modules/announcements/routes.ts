import type { FastifyInstance } from 'fastify';
import { adminIdParamsSchema } from '@waggle/shared/admin';
import { announcementMessagesSchema, messagesPath } from '@waggle/shared/announcements';
import {
  adminAnnouncementListSchema,
  adminAnnouncementSchema,
  announcementBodySchema,
  announcementPatchSchema,
} from '@waggle/shared/announcement-admin';
import type { Authenticate } from '../../plugins/authentication';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    messagesPath,
    { schema: { response: { 200: announcementMessagesSchema } } },
    async (_request, reply) => {
      const messages = await service.published();
      return reply.header('Cache-Control', messagesCacheControl).send(messages);
    },
  );

  routes.get(
    '/api/admin/announcements',
    { schema: { response: { 200: adminAnnouncementListSchema } } },
    async (request) => service.list(await authenticate(request)),
  );

  routes.post(
    '/api/admin/announcements',
    { schema: { body: announcementBodySchema, response: { 201: adminAnnouncementSchema } } },
    async (request, reply) => {
      const announcement = await service.create(await authenticate(request), request.body);
      return reply.code(201).send(announcement);
    },
  );

  routes.patch(
    '/api/admin/announcements/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: announcementPatchSchema,
        response: { 200: adminAnnouncementSchema },
      },
    },
    async (request) => service.update(await authenticate(request), request.params.id, request.body),
  );
}
