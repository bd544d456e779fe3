import { webEnv } from '../../../env';
import { isNativePlatform } from '../../../lib/platform';
import { offerUpdate } from './waiting-update';
import { whenQuiet } from './when-quiet';

/** The worker the web build writes at the site root (build/pwa.ts), for every path under it. */
const workerUrl = '/sw.js';
const workerScope = '/';

async function register(win: Window) {
  // workbox-window is fetched only now, in a chunk of its own: the start-up code does not grow.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(workerUrl, { scope: workerScope });
  // A new version installed while an older one serves this page waits for the person's word.
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => win.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  await workbox.register();
}

/**
 * docs/product.md#connectivity-and-offline: the service worker script is registered at a fixed path in the site root, with root
 * scope, on the web build only (not in the native apps, not on the dev server), after page load.
 * docs/product.md#error-messages: a failed registration is ignored silently.
 *
 * Once loaded, the page also waits to go quiet: installing fetches and stores the whole app shell
 * (about a hundred files), which would otherwise compete with the first screen for the device.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!webEnv().production || isNativePlatform() || !('serviceWorker' in win.navigator)) return;
  const start = () =>
    void whenQuiet()
      .then(() => register(win))
      .catch(() => undefined);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
