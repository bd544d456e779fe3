import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAnnouncement,
  AnnouncementBodyInput,
  AnnouncementPatch,
} from '@waggle/shared/announcement-admin';
import {
  createAnnouncementEndpoint,
  updateAnnouncementEndpoint,
} from '@waggle/shared/api/admin-announcements';
import { callEndpoint } from '../../../lib/api-endpoint';
import { invalidateReads } from '../../../lib/query-endpoint';

type AnnouncementSave =
  { id: null; body: AnnouncementBodyInput } | { id: number; body: AnnouncementPatch };

/** A new one, or an edit (schedule, publish, archive): the announcement as the server keeps it. */
const saveAnnouncement = ({ id, body }: AnnouncementSave): Promise<AdminAnnouncement> =>
  id === null
    ? callEndpoint(createAnnouncementEndpoint, { body })
    : callEndpoint(updateAnnouncementEndpoint, { params: { id }, body });

/**
 * Saves an announcement; the admin's list and activity log, and the messages readers get, are
 * read again.
 */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    // Both endpoints change the same reads.
    onSettled: () => invalidateReads(client, createAnnouncementEndpoint.changes),
  });
}
