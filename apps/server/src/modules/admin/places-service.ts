import type { z } from 'zod';
import type {
  AdminPlace,
  adminPlaceListSchema,
  AdminPlacePatch,
  adminSearchQuerySchema,
} from '@waggle/shared/admin';
import { invalidInput, notFound } from '../../http-error';
import type { Identity } from '../../identity';
import { toAdminPlace } from './api-shape';
import type { AdminContext } from './context';
import { changePlace } from './place-changes';

export function createAdminPlacesService({
  repositories,
  transaction,
  requireAdmin,
}: AdminContext) {
  return {
    /** Every place, hidden ones too: newest first, or those whose name, address or city match. */
    async search(
      identity: Identity,
      { q, limit }: z.infer<typeof adminSearchQuerySchema>,
    ): Promise<z.infer<typeof adminPlaceListSchema>> {
      await requireAdmin(identity);
      const rows = await repositories.places.searchIncludingHidden(q, limit);
      return { places: rows.map(toAdminPlace) };
    },

    /** Corrected fields, and/or hidden (gone from the public API) or shown again. */
    async update(identity: Identity, id: number, patch: AdminPlacePatch): Promise<AdminPlace> {
      const actor = await requireAdmin(identity);
      if (!patch.fields && !patch.status) throw invalidInput('body: change a field or the status');
      const changes = { ...patch.fields, ...(patch.status && { status: patch.status }) };
      const row = await transaction((tx) => changePlace(tx, actor.id, id, changes, 'place.update'));
      return toAdminPlace(row);
    },

    /** "Verified today": the public place shows when an admin last confirmed it. */
    async verify(identity: Identity, id: number): Promise<AdminPlace> {
      const actor = await requireAdmin(identity);
      const row = await transaction(async ({ places, audit }) => {
        const before = await places.lockIncludingHidden(id);
        if (!before) throw notFound('Place');
        const after = await places.markVerified(id);
        if (!after) throw notFound('Place');
        await audit.record({
          actorId: actor.id,
          action: 'place.verify',
          target: { type: 'place', id },
          before: { lastVerifiedAt: before.lastVerifiedAt },
          after: { lastVerifiedAt: after.lastVerifiedAt },
        });
        return after;
      });
      return toAdminPlace(row);
    },
  };
}
