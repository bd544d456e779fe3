import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesPath } from '@waggle/shared/announcements';
import {
  adminAnnouncementSchema,
  type AdminAnnouncement,
  type AnnouncementBodyInput,
  type AnnouncementPatch,
} from '@waggle/shared/announcement-admin';
import { requestJson } from '../../../lib/api-client';
import { invalidatePaths } from '../../../lib/query-client';
import { adminAnnouncementsPath } from './get-admin-announcements';
import { auditLogPath } from './get-audit-log';

export type AnnouncementSave =
  { id: null; body: AnnouncementBodyInput } | { id: number; body: AnnouncementPatch };

/**
 * POST /api/admin/announcements (a new one) or PATCH /api/admin/announcements/:id (edit,
 * schedule, publish, archive): the announcement as the server keeps it.
 */
export const saveAnnouncement = ({ id, body }: AnnouncementSave): Promise<AdminAnnouncement> =>
  id === null
    ? requestJson('POST', adminAnnouncementsPath, adminAnnouncementSchema, body)
    : requestJson('PATCH', `${adminAnnouncementsPath}/${id}`, adminAnnouncementSchema, body);

/**
 * Saves an announcement; the admin's list and activity log, and the messages readers get, are
 * read again.
 */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSettled: () => invalidatePaths(client, [adminAnnouncementsPath, auditLogPath, messagesPath]),
  });
}
