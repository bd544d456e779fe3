// docs/product.md#distance: great-circle distance on a 6371 km Earth, and the distance text.
export const earthRadiusKm = 6371;
export const kmToMiles = 0.621371;

export type DistanceUnit = 'kilometers' | 'miles';

export interface LatLng {
  lat: number;
  lng: number;
}

type MaybeLatLng = { lat?: number | null; lng?: number | null } | null | undefined;

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const hasCoordinates = (point: MaybeLatLng): point is LatLng =>
  isCoordinate(point?.lat) && isCoordinate(point?.lng);

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in km; 0 ("unknown", docs/product.md#distance) if any coordinate is missing. */
export function distanceKm(from: MaybeLatLng, to: MaybeLatLng): number {
  if (!hasCoordinates(from) || !hasCoordinates(to)) return 0;
  const { lat: lat1, lng: lng1 } = from;
  const { lat: lat2, lng: lng2 } = to;
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * "Distance unknown", "Very nearby", "N meters away", "X km away" or "X mile(s) away"; measured
 * from somewhere other than the person (`from`, e.g. "central London"), it says from where:
 * "Very near …", "N meters from …", "X km from …" (docs/product.md#distance).
 */
export function formatDistance(km: number, unit: DistanceUnit, from?: string): string {
  if (km === 0) return 'Distance unknown';
  if (km < 0.1) return from ? `Very near ${from}` : 'Very nearby';
  const tail = from ? `from ${from}` : 'away';
  if (km < 1) return `${Math.round(km * 1000)} meters ${tail}`;
  if (unit === 'kilometers') return `${km.toFixed(1)} km ${tail}`;
  const miles = km * kmToMiles;
  return `${miles.toFixed(1)} ${miles === 1 ? 'mile' : 'miles'} ${tail}`;
}

/** Nearest first from `from`; places of unknown distance keep their order at the end. */
export function sortByDistance<T extends MaybeLatLng & object>(
  places: readonly T[],
  from: LatLng,
): T[] {
  return places
    .map((place, index) => ({
      place,
      index,
      km: hasCoordinates(place) ? distanceKm(from, place) : Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ place }) => place);
}
