import { paths } from '../paths';
import { isNativePlatform } from '../platform';
import { listenToPlugin } from './plugin-listeners';

/** docs/architecture.md#workspaces: the apps' own URL scheme. */
const scheme = 'waggle';

export type DeepLinkPath = typeof paths.home | typeof paths.suggest | typeof paths.saved;

// docs/product.md#deep-links: the screens a link can open, by name.
const screens = new Map<string, DeepLinkPath>([
  ['nearby', paths.home],
  ['suggest', paths.suggest],
  ['saved', paths.saved],
]);

/** docs/product.md#deep-links Timers and defaults: "Deep-link delay 1000 ms". */
export const deepLinkDelayMs = 1000;

/**
 * The screen a deep link opens (docs/product.md#deep-links), or null when `link` is none.
 * One parser for every place a link is read from (see `watchDeepLinks`); `link` is one of:
 * - the link itself: `waggle://nearby`, `waggle://suggest` or `waggle://saved` (a path, query or
 *   fragment after the name is ignored);
 * - the same link in the form Android gives an app's referrer:
 *   `android-app://{package}/waggle/saved`;
 * - any URL whose `route` query parameter, else its `shortcut` one, holds a screen's name or one
 *   of the links above: `https://localhost/?route=saved`, `capacitor://localhost/?shortcut=suggest`.
 * Names are case-insensitive; any other scheme, host or name is not a link.
 */
export function deepLinkPath(link: string): DeepLinkPath | null {
  const url = parse(link);
  if (!url) return null;
  return (
    linkedScreen(url) ??
    queryScreen(url.searchParams.get('route')) ??
    queryScreen(url.searchParams.get('shortcut'))
  );
}

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const screenOf = (name: string | undefined): DeepLinkPath | null =>
  screens.get(name?.toLowerCase() ?? '') ?? null;

function linkedScreen(url: URL): DeepLinkPath | null {
  if (url.protocol === `${scheme}:`) return screenOf(url.hostname);
  if (url.protocol === 'android-app:') {
    const [linkScheme, host] = url.pathname.split('/').slice(1);
    return linkScheme === scheme ? screenOf(host) : null;
  }
  return null;
}

function queryScreen(value: string | null): DeepLinkPath | null {
  if (value === null) return null;
  const link = parse(value);
  return (link && linkedScreen(link)) ?? screenOf(value);
}

// The plugin's code loads only in the native apps; it stays out of the entry bundle.
const loadApp = () => import('@capacitor/app').then(({ App }) => App);

/**
 * In the native apps, calls `open` with the screen of the link the app was opened with, 1 second
 * after the link was read (docs/product.md#deep-links). At start the link is the first of these that names a
 * screen: the URL the app was launched with (`App.getLaunchUrl()`), the page's own URL (its
 * `route`/`shortcut` query), `document.referrer`; later, each URL the running app is opened with
 * (`appUrlOpen`). A newer link replaces one still waiting, so an opening reported twice (launch URL
 * and event) navigates once. Nothing on the web. Returns how to stop, which cancels a waiting link.
 */
export function watchDeepLinks(open: (path: DeepLinkPath) => void): () => void {
  if (!isNativePlatform()) return () => undefined;
  let stopped = false;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const follow = (links: (string | undefined)[]) => {
    const path = links.map((link) => (link ? deepLinkPath(link) : null)).find(Boolean);
    if (!path || stopped) return;
    clearTimeout(waiting);
    waiting = setTimeout(() => open(path), deepLinkDelayMs);
  };

  const app = loadApp();
  void app
    .then((App) => App.getLaunchUrl())
    .catch(() => undefined)
    .then((launch) => follow([launch?.url, window.location.href, document.referrer]));
  const stopListening = listenToPlugin(app, (App) => [
    App.addListener('appUrlOpen', (event) => follow([event.url])),
  ]);
  return () => {
    stopped = true;
    clearTimeout(waiting);
    stopListening();
  };
}
