import type { VitePWAOptions } from 'vite-plugin-pwa';
import { workerCaches } from '../src/features/connectivity/service-worker/worker-caches';
import { forgetWithdrawnPhotos, neverStorePersonal } from './worker-rules';

const day = 24 * 60 * 60;

// What the worker keeps beyond the app shell (docs/architecture.md#workspaces). Never place data:
// a copy answered as if it were live would hide that the server is out of reach; the app keeps its
// own copies, which say when they were saved (docs/product.md#saved-copies). The URL tests are
// copied into the worker as source text: each must stand alone. Every route stores through
// neverStorePersonal (worker-rules.ts, docs/product.md#service-worker-and-updates).
export const runtimeCaching: NonNullable<VitePWAOptions['workbox']['runtimeCaching']> = [
  {
    // The announcements (docs/product.md#announcements) and where the map's tiles come from.
    urlPattern: ({ sameOrigin, url }) =>
      sameOrigin && (url.pathname === '/motd/messages.json' || url.pathname === '/api/config/map'),
    handler: 'NetworkFirst',
    options: {
      cacheName: workerCaches.appData,
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 4, maxAgeSeconds: 30 * day },
      plugins: [neverStorePersonal],
    },
  },
  {
    // Uploaded photos, here (/uploads/) or in the S3 bucket (`yyyy/mm/<uuid>.webp`,
    // docs/product.md#images). A photo can be withheld or deleted at any time, so the network
    // answers first and the copy stands in offline only (docs/product.md#photos-in-caches). A
    // bucket's answer to an <img> is opaque (0), its 404 too: that copy then shows nothing.
    urlPattern: ({ request, url }) =>
      request.destination === 'image' &&
      /\/\d{4}\/\d{2}\/[\da-f-]{36}(?:-thumb)?\.webp$/.test(url.pathname),
    handler: 'NetworkFirst',
    options: {
      cacheName: workerCaches.photos,
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * day, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [0, 200] },
      plugins: [neverStorePersonal, forgetWithdrawnPhotos],
    },
  },
  {
    // Map tiles from whichever server MAP_TILE_URL names (known only at run time): a cross-origin
    // image at …/{z}/{x}/{y}.png. Opaque answers count against the quota at a padded size, hence
    // the small count and the purge when the quota runs out.
    urlPattern: ({ request, sameOrigin, url }) =>
      !sameOrigin &&
      request.destination === 'image' &&
      /\/\d+\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp)$/.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: workerCaches.mapTiles,
      expiration: { maxEntries: 300, maxAgeSeconds: 7 * day, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [0, 200] },
      plugins: [neverStorePersonal],
    },
  },
];
