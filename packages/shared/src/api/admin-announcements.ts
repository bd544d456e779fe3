import { adminIdParamsSchema } from '../admin';
import {
  adminAnnouncementListSchema,
  adminAnnouncementSchema,
  announcementBodySchema,
  announcementPatchSchema,
} from '../announcement-admin';
import { defineEndpoint } from './endpoint';
import {
  adminAnnouncementPath,
  adminAnnouncementsPath,
  adminAuditPath,
  messagesPath,
} from './paths';

/** Every announcement, drafts and archived ones too. */
export const adminAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: adminAnnouncementsPath,
  response: adminAnnouncementListSchema,
  access: 'admin',
});

// Readers' messages change with the admin's list, and every save is in the audit log.
const announcementChanges = [adminAnnouncementsPath, adminAuditPath, messagesPath] as const;

/** A new announcement, as the server keeps it. */
export const createAnnouncementEndpoint = defineEndpoint({
  method: 'POST',
  path: adminAnnouncementsPath,
  body: announcementBodySchema,
  response: adminAnnouncementSchema,
  status: 201,
  access: 'admin',
  changes: announcementChanges,
});

/** Edit, schedule, publish or archive: the announcement as the server keeps it. */
export const updateAnnouncementEndpoint = defineEndpoint({
  method: 'PATCH',
  path: adminAnnouncementPath,
  params: adminIdParamsSchema,
  body: announcementPatchSchema,
  response: adminAnnouncementSchema,
  access: 'admin',
  changes: announcementChanges,
});
