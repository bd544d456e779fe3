import type { ListPlacesQuery, Place, PlaceList, PlacesBatchBody } from '@waggle/shared/places';
import { notFound } from '../../http-error';
import type { PlaceRow, PlacesRepository } from './repository';

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    address: row.address,
    city: row.city,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    website: row.website,
    phone: row.phone,
    openingHours: row.openingHours,
    dogsInside: row.dogsInside,
    offLeash: row.offLeash,
    fenced: row.fenced,
    waterBowls: row.waterBowls,
    maxDogSize: row.maxDogSize,
    source: row.source,
    coverImageUrl: row.coverImageUrl,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPlacesService(repository: PlacesRepository) {
  return {
    async list(query: ListPlacesQuery): Promise<PlaceList> {
      const rows = await repository.listNewest(query.limit);
      return { places: rows.map(toPlace) };
    },

    async get(id: number): Promise<Place> {
      const row = await repository.findById(id);
      if (!row) throw notFound('Place');
      return toPlace(row);
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
