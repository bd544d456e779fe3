import { createRequireAdmin, type RequireActor } from '../users/actor-service';
import type { AdminContext } from './context';
import { createAdminOverviewService } from './overview-service';
import { createAdminPhotosService } from './photos-service';

/** The admin area (DESIGN.md §4 /api/admin/...): each service checks admin rights first. */
export function createAdminServices({
  requireActor,
  ...context
}: Omit<AdminContext, 'requireAdmin'> & { requireActor: RequireActor }) {
  const withAdmin: AdminContext = { ...context, requireAdmin: createRequireAdmin(requireActor) };
  return {
    overview: createAdminOverviewService(withAdmin),
    photos: createAdminPhotosService(withAdmin),
  };
}
export type AdminServices = ReturnType<typeof createAdminServices>;
