import { placeFieldsSchema, type PlaceFields } from '@waggle/shared/place-fields';
import type { Place } from '@waggle/shared/places';

/** The fields of a place as it is. */
export function placeFieldsOf(place: Place): PlaceFields {
  return {
    name: place.name,
    category: place.category,
    lat: place.lat,
    lng: place.lng,
    address: place.address,
    city: place.city,
    country: place.country,
    description: place.description,
    website: place.website,
    phone: place.phone,
    openingHours: place.openingHours,
    dogsInside: place.dogsInside,
    offLeash: place.offLeash,
    fenced: place.fenced,
    waterBowls: place.waterBowls,
    maxDogSize: place.maxDogSize,
  };
}

/**
 * The place as a suggestion would leave it: an edit's proposal laid over the place as it is, or
 * a new place's proposal (null if it is not a whole set of fields).
 */
export function proposedPlace(
  proposed: Partial<PlaceFields>,
  current: PlaceFields | null,
): PlaceFields | null {
  if (current) return { ...current, ...proposed };
  return placeFieldsSchema.safeParse(proposed).data ?? null;
}
