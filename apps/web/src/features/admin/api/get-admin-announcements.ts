import { useQuery } from '@tanstack/react-query';
import { adminAnnouncementsEndpoint } from '@waggle/shared/api/admin-announcements';
import { endpointQueryOptions } from '../../../lib/query-endpoint';

/** Every announcement, drafts and archived ones too. */
export const useAdminAnnouncements = () =>
  useQuery(endpointQueryOptions(adminAnnouncementsEndpoint));
