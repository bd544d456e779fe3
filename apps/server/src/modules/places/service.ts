import type { z } from 'zod';
import type {
  AdminPlace,
  adminPlaceListSchema,
  AdminPlacePatch,
  adminSearchQuerySchema,
} from '@waggle/shared/admin';
import type {
  ListPlacesQuery,
  Place,
  PlaceList,
  PlacePage,
  PlacesBatchBody,
  TownList,
  TownsQuery,
} from '@waggle/shared/places';
import { invalidInput, notFound } from '../../http-error';
import type { JsonText } from '../../plugins/zod-validation';
import type { Identity } from '../../identity';
import { lookupByIds } from '../../lookup-by-ids';
import type { Repositories } from '../../repositories';
import type { Lsn } from '../../replica/lsn';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../admin/audit-service';
import { toAdminPlace, toPlace } from './api-shape';
import { changePlace } from './changes-service';
import { decodeNearCursor, decodeNewestCursor, encodeCursor } from './cursor';
import { findNearest } from './nearest';
import { nearbyPageJson } from './place-json';
import type { PlacesRepository } from './repository';
import type { PlaceFilters } from './repository-filters';

type Places = Pick<Repositories, 'places'>;

/** The active place with this id, or the 404 every route gives for an unknown or hidden one. */
export async function requireActivePlace({ places }: Places, id: number): Promise<Place> {
  const row = await places.findById(id);
  if (!row) throw notFound('Place');
  return toPlace(row);
}

/** The places these ids name, hidden ones too, read at once. */
export const placesIncludingHidden = ({ places }: Places, ids: readonly (number | null)[]) =>
  lookupByIds(ids, async (wanted) => (await places.findByIdsIncludingHidden(wanted)).map(toPlace));

/**
 * A place as the reviews module changes it: its row locked before any of its reviews changes,
 * the rating recomputed from them stored after.
 */
export type ReviewedPlaces = Pick<PlacesRepository, 'lockStatus' | 'lockMany' | 'setRatings'>;

export const reviewedPlaces = ({ places }: Places): ReviewedPlaces => places;

/** Nearest first within the radius when a position is given (docs/product.md#distance), else newest. */
async function listPlaces(
  repository: PlacesRepository,
  query: ListPlacesQuery,
): Promise<PlacePage | JsonText<PlacePage>> {
  const filters: PlaceFilters = {
    categories: query.category,
    q: query.q,
    offLeash: query.offLeash,
    fenced: query.fenced,
    waterBowls: query.waterBowls,
    dogsInside: query.dogsInside,
    fitsDogSize: query.fitsDogSize,
  };
  const { lat, lng, limit } = query;
  if (lat === undefined || lng === undefined) {
    const after = decodeNewestCursor(query.cursor);
    const rows = await repository.listNewest(filters, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      places: page.map((row) => ({ ...toPlace(row), distanceKm: null })),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({
              mode: 'newest',
              createdAt: last.cursorTime,
              id: last.id,
            })
          : null,
    };
  }

  const origin = { lat, lng };
  const after = decodeNearCursor(query.cursor, lat, lng);
  const nearest = await findNearest(repository, origin, query.radiusKm, filters, limit + 1, after);
  const page = nearest.slice(0, limit);
  const last = page.at(-1);
  return nearbyPageJson(
    page,
    nearest.length > limit && last
      ? encodeCursor({ mode: 'near', lat, lng, km: last.km, id: last.row.id })
      : null,
  );
}

export function createPlacesService({
  repositories,
  reads,
  transaction,
  requireAdmin,
}: ServiceContext) {
  const repository = repositories.places;
  return {
    /** A page of places (listPlaces), from the read replica when it may. */
    list(
      query: ListPlacesQuery,
      readAfter: Lsn | undefined,
    ): Promise<PlacePage | JsonText<PlacePage>> {
      return reads.read(readAfter, ({ places }) => listPlaces(places, query));
    },

    get: (id: number, readAfter: Lsn | undefined): Promise<Place> =>
      reads.read(readAfter, (side) => requireActivePlace(side, id)),

    /** Places in the order of the requested ids; duplicates collapse, unknown ids are absent. */
    async batch({ ids }: PlacesBatchBody): Promise<PlaceList> {
      const uniqueIds = [...new Set(ids)];
      const rows = await repository.findByIds(uniqueIds);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = uniqueIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toPlace(row)] : [];
      });
      return { places: ordered };
    },

    /** docs/product.md#looking-near-a-town: the towns the places hold that start with the letters typed. */
    async towns({ q, limit }: TownsQuery): Promise<TownList> {
      return { towns: await repository.findTowns(q, limit) };
    },

    /** Every place, hidden ones too: newest first, or those whose name, address or city match. */
    async search(
      identity: Identity,
      { q, limit }: z.infer<typeof adminSearchQuerySchema>,
    ): Promise<z.infer<typeof adminPlaceListSchema>> {
      await requireAdmin(identity);
      const rows = await repository.searchIncludingHidden(q, limit);
      return { places: rows.map(toAdminPlace) };
    },

    /** Corrected fields, and/or hidden (gone from the public API) or shown again. */
    async update(identity: Identity, id: number, patch: AdminPlacePatch): Promise<AdminPlace> {
      const actor = await requireAdmin(identity);
      if (!patch.fields && !patch.status)
        throw invalidInput('body', [], 'change a field or the status');
      const changes = {
        ...patch.fields,
        ...(patch.status && { status: patch.status }),
        // docs/product.md#moderation: a hide says why.
        ...(patch.status === 'hidden' && { hiddenReason: patch.reason }),
      };
      const row = await transaction((tx) => changePlace(tx, actor.id, id, changes, 'place.update'));
      return toAdminPlace(row);
    },

    /** "Verified today": the public place shows when an admin last confirmed it. */
    async verify(identity: Identity, id: number): Promise<AdminPlace> {
      const actor = await requireAdmin(identity);
      const row = await transaction(async (tx) => {
        const before = await tx.places.lockIncludingHidden(id);
        if (!before) throw notFound('Place');
        const after = await tx.places.markVerified(id);
        if (!after) throw notFound('Place');
        await recordAudit(tx, {
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
export type PlacesService = ReturnType<typeof createPlacesService>;
