/**
 * The caches the service worker (build/pwa.ts) keeps at run time, by name
 * (docs/product.md#service-worker-and-updates). A new worker deletes every other one when it
 * takes over, its own app shell's precache aside.
 */
export const workerCaches = { appData: 'app-data', photos: 'photos', mapTiles: 'map-tiles' };

/** Where earlier versions of the worker kept answers about places, which may be a person's own. */
const retiredPlacesCache = 'places';

/**
 * docs/product.md#sign-out: deletes what the worker may hold of the person signing out (their
 * photos, and an older worker's places cache with their own answers), so the next person on this
 * device finds none of it. Nothing to do where there is no Cache Storage (the native apps).
 */
export async function forgetSignedInCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  await Promise.all(
    [workerCaches.photos, retiredPlacesCache].map((name) => caches.delete(name)),
  ).catch(() => undefined);
}
