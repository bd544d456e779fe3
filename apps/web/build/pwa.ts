import type { PluginOption } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { themeColors } from '../src/lib/settings/display-settings';
import { manifestIcons } from './app-icons';
import { manifestShortcuts } from './app-shortcuts';
import { runtimeCaching } from './runtime-caching';
import { activationScriptFile, emitActivationScript } from './worker-rules';

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

/**
 * The Workbox service worker at /sw.js with root scope (docs/product.md#connectivity-and-offline), and the manifest. The app
 * registers the worker itself (src/features/connectivity/service-worker/), and a new version
 * waits until the person reloads.
 */
export const pwa = (): PluginOption[] => [
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
      // On taking over, it deletes the caches it no longer owns (worker-rules.ts).
      importScripts: [activationScriptFile],
    },
  }),
  emitActivationScript(),
];
