/** Which URLs each named cache holds. */
type CacheContents = Record<string, string[]>;

const urlOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

/**
 * Cache Storage in memory, as far as the page and the service worker's rules use it: listing,
 * opening and deleting caches, and deleting an entry from one. `contents()` tells what is left.
 */
export function createFakeCacheStorage(initial: CacheContents) {
  const caches = new Map(Object.entries(initial).map(([name, urls]) => [name, new Set(urls)]));
  const storage = {
    keys: () => Promise.resolve([...caches.keys()]),
    delete: (name: string) => Promise.resolve(caches.delete(name)),
    open(name: string) {
      const urls = caches.get(name) ?? new Set<string>();
      caches.set(name, urls);
      return Promise.resolve({
        delete: (request: RequestInfo | URL) => Promise.resolve(urls.delete(urlOf(request))),
      });
    },
  };
  return {
    storage: storage as unknown as CacheStorage,
    contents: (): CacheContents =>
      Object.fromEntries([...caches].map(([name, urls]) => [name, [...urls]])),
  };
}
