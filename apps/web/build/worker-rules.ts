import type { Plugin } from 'vite';
import { workerCaches } from '../src/features/connectivity/service-worker/worker-caches';

// What the service worker (pwa.ts) keeps to, whatever its routes match
// (docs/product.md#service-worker-and-updates). Workbox copies these functions into the worker as
// source text: each must stand alone, with no outer names.

/** What a Workbox plugin's `cacheWillUpdate` and `fetchDidSucceed` are handed. */
interface Exchange {
  request: Request;
  response: Response;
}

/**
 * Never stores an answer that may be one person's: a request that carries a sign-in
 * (`Authorization`), anything under `/api/users/`, and a path ending `/mine`.
 */
export const neverStorePersonal = {
  cacheWillUpdate: ({ request, response }: Exchange) => {
    const { pathname } = new URL(request.url);
    const personal =
      request.headers.has('Authorization') ||
      /^\/api\/users(?:\/|$)/.test(pathname) ||
      /\/mine\/?$/.test(pathname);
    return Promise.resolve(personal ? null : response);
  },
};

/**
 * A photo the server no longer serves (withheld or deleted: 404, 410) leaves every cache at once,
 * so it is not shown offline either (docs/product.md#photos-in-caches).
 */
export const forgetWithdrawnPhotos = {
  fetchDidSucceed: async ({ request, response }: Exchange) => {
    if (response.status === 404 || response.status === 410) {
      for (const name of await caches.keys()) {
        await (await caches.open(name)).delete(request.url, { ignoreVary: true });
      }
    }
    return response;
  },
};

/** Deletes every cache but `owned` and Workbox's precache of the app shell. */
const deleteCachesNotOwned = async (owned: readonly string[]) => {
  const names = await caches.keys();
  const retired = names.filter(
    (name) => !owned.includes(name) && !name.startsWith('workbox-precache'),
  );
  await Promise.all(retired.map((name) => caches.delete(name)));
};

/** The worker's own caches (pwa.ts names each route's after these). */
const ownedCaches = Object.values(workerCaches);

/** The script the worker imports: on taking over, it deletes the caches it no longer owns. */
export const activationScript = `self.addEventListener('activate', (event) => {
  event.waitUntil((${deleteCachesNotOwned.toString()})(${JSON.stringify(ownedCaches)}));
});
`;

/** Where the build writes `activationScript`, beside sw.js. */
export const activationScriptFile = 'sw-activate.js';

/** Writes `activationScript` into the web build. */
export const emitActivationScript = (): Plugin => ({
  name: 'waggle-worker-activation',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: activationScriptFile, source: activationScript });
  },
});
