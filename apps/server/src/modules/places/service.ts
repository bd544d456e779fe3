import type {
  ListPlacesQuery,
  Place,
  PlaceList,
  PlacePage,
  PlacesBatchBody,
} from '@waggle/shared/places';
import { decodeNearCursor, decodeNewestCursor, encodeCursor } from './cursor';
import { findNearest } from './nearest';
import { toPlace } from './api-shape';
import type { PlacesRepository } from './repository';
import { requirePlace } from './require-place';
import type { PlaceFilters } from './repository-filters';

export function createPlacesService(repository: PlacesRepository) {
  return {
    /** Nearest first within the radius when a position is given (docs/product.md#distance), else newest. */
    async list(query: ListPlacesQuery): Promise<PlacePage> {
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
      const nearest = await findNearest(
        repository,
        origin,
        query.radiusKm,
        filters,
        limit + 1,
        after,
      );
      const page = nearest.slice(0, limit);
      const last = page.at(-1);
      return {
        places: page.map(({ row, km }) => ({ ...toPlace(row), distanceKm: km })),
        nextCursor:
          nearest.length > limit && last
            ? encodeCursor({ mode: 'near', lat, lng, km: last.km, id: last.row.id })
            : null,
      };
    },

    async get(id: number): Promise<Place> {
      return toPlace(await requirePlace(repository, id));
    },

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
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
