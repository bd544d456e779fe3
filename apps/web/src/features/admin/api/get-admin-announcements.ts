import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAnnouncementListSchema } from '@waggle/shared/announcement-admin';
import { defaultRead } from '../../../lib/query-client';

export const adminAnnouncementsPath = '/api/admin/announcements';

/** GET /api/admin/announcements — every announcement, drafts and archived ones too. */
const readAnnouncements = defaultRead(adminAnnouncementListSchema);

export const adminAnnouncementsQueryOptions = () =>
  queryOptions({ queryKey: [adminAnnouncementsPath] as const, queryFn: readAnnouncements });

export const useAdminAnnouncements = () => useQuery(adminAnnouncementsQueryOptions());
