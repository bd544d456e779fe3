import { listedPlaceSchema, type ListedPlace } from '@waggle/shared/places';
import { storage } from '../../../lib/storage';

/** spec §3 cached-locations key (DESIGN.md names it): the last list shown, for offline browsing. */
export const cachedLocationsKey = 'waggle-cached-locations';

export async function writeCachedLocations(places: readonly ListedPlace[]): Promise<void> {
  try {
    await storage.set(cachedLocationsKey, JSON.stringify(places));
  } catch {
    // A full or blocked storage only costs the offline copy; browsing online goes on.
  }
}

/** The cached places; entries that no longer read as places are dropped. */
export async function readCachedLocations(): Promise<ListedPlace[]> {
  try {
    const parsed: unknown = JSON.parse((await storage.get(cachedLocationsKey)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) => {
      const place = listedPlaceSchema.safeParse(item);
      return place.success ? [place.data] : [];
    });
  } catch {
    return [];
  }
}
