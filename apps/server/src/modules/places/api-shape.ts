import type { AdminPlace } from '@waggle/shared/admin';
import type { Place } from '@waggle/shared/places';
import type { PlaceRow } from './columns';
import type { AdminPlaceRow } from './repository';

/** A place row as the API shows it. */
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
    lastVerifiedAt: row.lastVerifiedAt?.toISOString() ?? null,
  };
}

/** A place as the admin area shows it: with whether it is hidden. */
export const toAdminPlace = (row: AdminPlaceRow): AdminPlace => ({
  ...toPlace(row),
  status: row.status,
  hiddenReason: row.hiddenReason,
});
