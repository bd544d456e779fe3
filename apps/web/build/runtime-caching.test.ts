import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createFakeCacheStorage } from '../src/test/fake-cache-storage';
import { runtimeCaching } from './runtime-caching';
import { activationScript, forgetWithdrawnPhotos, neverStorePersonal } from './worker-rules';

// docs/product.md#service-worker-and-updates. Everything is taken as the worker gets it: Workbox
// copies the functions into sw.js as source text, so they are rebuilt here from theirs, in a
// context of their own with only the worker's globals they use.
function asInWorker<F extends (...args: never[]) => unknown>(fn: F, caches?: CacheStorage): F {
  return runInNewContext(`(${fn.toString()})`, { caches, URL }) as F;
}

const origin = 'https://waggle.test';
const photo = `${origin}/uploads/2026/11/0b7f3d8e-0000-4000-8000-000000000001.webp`;
const signedIn = { Authorization: 'Bearer token' };
const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

/** Requests whose answers may be one person's, which the worker must never store. */
const personal = [
  get(`${origin}/api/locations/60/reviews/mine`),
  get(`${origin}/api/locations/60/reviews/mine`, signedIn),
  get(`${origin}/api/users/7`),
  get(`${origin}/api/users/7/favorites`),
  get(`${origin}/api/users`),
  get(`${origin}/motd/messages.json`, signedIn),
  get(`${origin}/api/config/map`, signedIn),
  get(photo, signedIn),
  get('https://tile.example.org/3/4/2.png', signedIn),
];

/** Whether a route's plugins let the worker store `response` to `request`. */
async function stores(plugins: unknown[], request: Request, response: Response) {
  let kept: Response | null | undefined = response;
  for (const plugin of plugins as {
    cacheWillUpdate?: typeof neverStorePersonal.cacheWillUpdate;
  }[]) {
    if (!plugin.cacheWillUpdate || !kept) continue;
    kept = await asInWorker(plugin.cacheWillUpdate)({ request, response: kept });
  }
  return kept !== null && kept !== undefined;
}

describe('the service worker', () => {
  it('stores every route through the rule against personal answers', () => {
    expect(runtimeCaching).toHaveLength(3);
    for (const route of runtimeCaching) {
      expect(route.options?.plugins, route.options?.cacheName ?? '').toContain(neverStorePersonal);
    }
  });

  it('never stores an answer to a signed-in request, to /api/users/** or to …/mine', async () => {
    for (const route of runtimeCaching) {
      const plugins = route.options?.plugins ?? [];
      for (const request of personal) {
        expect(await stores(plugins, request, new Response('{}')), request.url).toBe(false);
      }
    }
    // What it is there for still goes in.
    const [appData, photos, tiles] = runtimeCaching.map((route) => route.options?.plugins ?? []);
    expect(await stores(appData ?? [], get(`${origin}/api/config/map`), new Response())).toBe(true);
    expect(await stores(photos ?? [], get(photo), new Response())).toBe(true);
    expect(
      await stores(tiles ?? [], get('https://tile.example.org/3/4/2.png'), new Response()),
    ).toBe(true);
  });

  it('matches none of those requests to a route in the first place', () => {
    for (const { urlPattern } of runtimeCaching) {
      if (typeof urlPattern !== 'function') throw new Error('every route matches by a function');
      const matches = asInWorker(urlPattern);
      for (const request of personal.filter((one) => /\/api\/users|\/mine$/.test(one.url))) {
        for (const destination of ['', 'image']) {
          const url = new URL(request.url);
          const asked = { url, sameOrigin: true, request: { destination } } as never;
          expect(matches(asked), `${request.url} (${destination})`).toBeFalsy();
        }
      }
    }
  });

  it('deletes the caches it no longer owns when it takes over: the old places cache', async () => {
    const precache = `workbox-precache-v2-${origin}/`;
    const { storage, contents } = createFakeCacheStorage({
      [precache]: [`${origin}/index.html`],
      places: [`${origin}/api/locations/60/reviews/mine`],
      'app-data': [`${origin}/api/config/map`],
      photos: [photo],
      'map-tiles': [],
      'an-older-cache': [],
    });
    const waits: Promise<unknown>[] = [];
    const listeners: ((event: { waitUntil: (work: Promise<unknown>) => void }) => void)[] = [];
    const self = {
      addEventListener: (_type: 'activate', listener: (typeof listeners)[0]) =>
        listeners.push(listener),
    };
    runInNewContext(activationScript, { self, caches: storage });
    for (const listener of listeners) listener({ waitUntil: (work) => waits.push(work) });
    await Promise.all(waits);
    expect(Object.keys(contents()).sort()).toEqual(['app-data', 'map-tiles', 'photos', precache]);
  });

  // docs/product.md#photos-in-caches
  it('drops its copy of a photo the server answers 404 or 410 for, and keeps one still served', async () => {
    const other = photo.replace('0001.webp', '0002.webp');
    const { storage, contents } = createFakeCacheStorage({ photos: [photo, other] });
    const fetched = asInWorker(forgetWithdrawnPhotos.fetchDidSucceed, storage);
    await fetched({ request: get(other), response: new Response(null, { status: 200 }) });
    expect(contents().photos).toEqual([photo, other]);
    await fetched({ request: get(photo), response: new Response(null, { status: 404 }) });
    expect(contents().photos).toEqual([other]);
    await fetched({ request: get(other), response: new Response(null, { status: 410 }) });
    expect(contents().photos).toEqual([]);
  });
});
