import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { themeColors } from '../src/lib/settings/display-settings';
import { manifestIcons } from './app-icons';
import { manifestShortcuts } from './app-shortcuts';

const day = 24 * 60 * 60;

/** The web app manifest: what an installed Waggle is called, looks like and opens on. */
const manifest: VitePWAOptions['manifest'] = {
  id: '/',
  name: 'Waggle',
  short_name: 'Waggle',
  description: 'Find and share dog-friendly places near you.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // The splash's colour: an installed app's window opens in the colour of its first paint.
  theme_color: themeColors.light,
  background_color: themeColors.light,
  icons: manifestIcons,
  shortcuts: manifestShortcuts,
};

// What the worker keeps beyond the app shell (docs/architecture.md#workspaces). Never place data:
// a copy answered as if it were live would hide that the server is out of reach; the app keeps its
// own copies, which say when they were saved (docs/product.md#saved-copies). The URL tests are
// copied into the worker as source text: each must stand alone.
const runtimeCaching: VitePWAOptions['workbox']['runtimeCaching'] = [
  {
    // The announcements (docs/product.md#announcements) and where the map's tiles come from.
    urlPattern: ({ sameOrigin, url }) =>
      sameOrigin && (url.pathname === '/motd/messages.json' || url.pathname === '/api/config/map'),
    handler: 'NetworkFirst',
    options: {
      cacheName: 'app-data',
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 4, maxAgeSeconds: 30 * day },
    },
  },
  {
    // Uploaded photos, here (/uploads/) or in the S3 bucket: the server names each for good
    // (`yyyy/mm/<uuid>.webp`, docs/product.md#images). A bucket's answer to an <img> is opaque (0).
    urlPattern: ({ request, url }) =>
      request.destination === 'image' &&
      /\/\d{4}\/\d{2}\/[\da-f-]{36}(?:-thumb)?\.webp$/.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: 'photos',
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * day, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [0, 200] },
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
      cacheName: 'map-tiles',
      expiration: { maxEntries: 300, maxAgeSeconds: 7 * day, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [0, 200] },
    },
  },
];

/**
 * The Workbox service worker at /sw.js with root scope (docs/product.md#connectivity-and-offline), and the manifest. The app
 * registers the worker itself (src/features/connectivity/service-worker/), and a new version
 * waits until the person reloads.
 */
export const pwa = () =>
  VitePWA({
    injectRegister: false,
    // The icons are build output (app-icons.ts), which the precache globs find.
    includeManifestIcons: false,
    manifest,
    workbox: {
      // The app shell. The build's .br/.gz twins, csp.json and sourcemaps are for the server only,
      // and these globs never match them.
      globPatterns: ['**/*.{html,js,css,svg,png}'],
      // An app page opened offline gets the shell; API, announcement and photo paths never do,
      // nor a file's path (the server's own rule, apps/server/src/plugins/web-app.ts).
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/motd\//, /^\/uploads\//, /^[^?]*\.[^/?]*(?:\?|$)/],
      // The first visit is served by the worker at once, so what it reads is already kept.
      clientsClaim: true,
      inlineWorkboxRuntime: true,
      runtimeCaching,
    },
  });
