import type { ListedPlace, Place } from '@waggle/shared/places';
import { storage } from '../../lib/storage';

/**
 * docs/product.md#cached-locations: what "Browse Cached Locations" shows
 * offline. It holds the last non-empty list shown on Explore, up to `cachedListSize` places, then
 * the places opened since (a place the person looked at opens offline too).
 */
export const cachedLocationsKey = 'waggle-cached-locations';
export const cachedListSize = 50;
/** Opened places kept beyond the list; the oldest go first. */
export const cachedOpenedSize = 50;

/**
 * A place as saved on this device, with when it was saved (epoch ms; null for a copy kept before
 * the app noted the time), for docs/product.md#saved-copies.
 */
export type CachedPlace = ListedPlace & { savedAt: number | null };

async function write(places: readonly CachedPlace[]): Promise<void> {
  try {
    await storage.set(cachedLocationsKey, JSON.stringify(places));
  } catch {
    // A full or blocked storage only costs the offline copy; browsing online goes on.
  }
}

/**
 * Keeps Explore's list. An empty one (a filter with no matches, a search for nothing nearby)
 * leaves the last list in place: offline, it would leave nothing to browse.
 */
export async function cacheListedPlaces(places: readonly ListedPlace[]): Promise<void> {
  if (places.length === 0) return;
  const savedAt = Date.now();
  await write(places.slice(0, cachedListSize).map((place) => ({ ...place, savedAt })));
}

/** Adds (or refreshes) a place the person opened, after the list. */
export async function cacheOpenedPlace(place: Place): Promise<void> {
  const cached = await readCachedLocations();
  const savedAt = Date.now();
  const index = cached.findIndex((entry) => entry.id === place.id);
  if (index !== -1) {
    cached[index] = { ...place, distanceKm: cached[index]?.distanceKm ?? null, savedAt };
    return write(cached);
  }
  cached.push({ ...place, distanceKm: null, savedAt });
  // The list's first places stay; of the opened ones, the oldest make room.
  const list = cached.slice(0, cachedListSize);
  const opened = cached.slice(cachedListSize).slice(-cachedOpenedSize);
  return write([...list, ...opened]);
}

/** What the key holds, unchecked: an array, else nothing. */
async function readEntries(): Promise<unknown[]> {
  try {
    const parsed: unknown = JSON.parse((await storage.get(cachedLocationsKey)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as unknown[]) : [];
  } catch {
    return [];
  }
}

/** Whether the device holds cached places (the offline screen's question: no schema needed). */
export async function hasCachedLocations(): Promise<boolean> {
  return (await readEntries()).length > 0;
}

const savedTime = (entry: unknown): number | null => {
  const savedAt = (entry as { savedAt?: unknown }).savedAt;
  return typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : null;
};

/** The cached places; entries that no longer read as places are dropped. */
export async function readCachedLocations(): Promise<CachedPlace[]> {
  const entries = await readEntries();
  if (entries.length === 0) return [];
  // The places' schema (and zod) load with the screens that show places, not with the app's entry,
  // which holds the offline screen.
  const { listedPlaceSchema } = await import('@waggle/shared/places');
  return entries.flatMap((item) => {
    const place = listedPlaceSchema.safeParse(item);
    return place.success ? [{ ...place.data, savedAt: savedTime(item) }] : [];
  });
}
