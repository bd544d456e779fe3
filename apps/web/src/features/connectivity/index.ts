// What other features may use of connectivity. A feature's index.ts is the project's one kind of
// barrel file: features import each other only through it (eslint.config.js), never a file inside.

export { cacheListedPlaces, cacheOpenedPlace } from './cached-locations';
export { SavedCopyNote } from './components/saved-copy-note';
export { useConnectivity } from './connectivity-context';
export { useCachedLocations } from './hooks/use-cached-locations';
export { oldestSavedAt, savedCopyLabel } from './saved-copy';
export { forgetSignedInCaches } from './service-worker/worker-caches';
