import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import { deepLinkDelayMs, deepLinkPath, watchDeepLinks } from './deep-links';

type UrlOpenListener = (event: { url: string }) => void;

const plugin = vi.hoisted(() => ({
  loaded: false,
  launchUrl: undefined as string | undefined,
  /** Answers the pending `getLaunchUrl()` with `launchUrl`; null until the app asks. */
  answerLaunchUrl: null as (() => void) | null,
  listeners: [] as UrlOpenListener[],
}));
vi.mock('@capacitor/app', () => {
  plugin.loaded = true;
  return {
    App: {
      getLaunchUrl: () =>
        new Promise((resolve) => {
          plugin.answerLaunchUrl = () =>
            resolve(plugin.launchUrl === undefined ? undefined : { url: plugin.launchUrl });
        }),
      addListener: (_event: 'appUrlOpen', listener: UrlOpenListener) => {
        plugin.listeners.push(listener);
        return Promise.resolve({
          remove: () => {
            plugin.listeners = plugin.listeners.filter((other) => other !== listener);
            return Promise.resolve();
          },
        });
      },
    },
  };
});

describe('deepLinkPath (docs/product.md#deep-links)', () => {
  it.each([
    ['waggle://nearby', '/'],
    ['waggle://suggest', '/suggest'],
    ['waggle://saved', '/saved'],
    ['waggle://saved/', '/saved'],
    ['WAGGLE://Saved?from=widget#top', '/saved'],
  ])('reads the opened URL %s as %s', (link, path) => {
    expect(deepLinkPath(link)).toBe(path);
  });

  it.each([
    ['https://localhost/?route=saved', '/saved'],
    ['capacitor://localhost/?shortcut=suggest', '/suggest'],
    ['https://localhost/?route=nearby&shortcut=saved', '/'],
    ['https://localhost/?route=unknown&shortcut=saved', '/saved'],
    ['https://localhost/?route=waggle%3A%2F%2Fsuggest', '/suggest'],
    ['https://localhost/saved?shortcut=waggle://saved', '/saved'],
  ])('reads the query parameter route or shortcut of %s as %s', (link, path) => {
    expect(deepLinkPath(link)).toBe(path);
  });

  it.each([
    ['android-app://com.google.android.gm/waggle/saved', '/saved'],
    ['android-app://app.waggle/waggle/suggest/', '/suggest'],
    ['waggle://nearby', '/'],
  ])('reads the referrer %s as %s', (referrer, path) => {
    expect(deepLinkPath(referrer)).toBe(path);
  });

  it.each([
    '',
    'saved',
    'waggle://',
    'waggle:saved',
    'waggle://profile',
    'waggle://admin',
    'waggle://constructor',
    'myapp://saved',
    'https://saved',
    'https://localhost/saved',
    'https://localhost/?route=profile',
    'https://localhost/?shortcut=',
    'https://localhost/?route=myapp://saved',
    'android-app://com.google.android.gm/',
    'android-app://com.google.android.gm/https/saved',
  ])('finds no link in %j', (link) => {
    expect(deepLinkPath(link)).toBeNull();
  });
});

describe('watchDeepLinks (docs/product.md#deep-links)', () => {
  const open = vi.fn();
  let stop: () => void = () => undefined;

  beforeEach(() => {
    open.mockReset();
    plugin.launchUrl = undefined;
    plugin.answerLaunchUrl = null;
  });
  afterEach(async () => {
    stop();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
    await vi.waitFor(() => expect(plugin.listeners).toHaveLength(0));
  });

  /**
   * Starts watching; once the plugin has loaded, fakes the clock and answers the launch URL, so
   * the delay counts from the moment the link is read.
   */
  async function startWatching() {
    stop = watchDeepLinks(open);
    await vi.waitFor(() => {
      expect(plugin.answerLaunchUrl).not.toBeNull();
      expect(plugin.listeners).toHaveLength(1);
    });
    vi.useFakeTimers();
    plugin.answerLaunchUrl?.();
  }

  it('does nothing on the web, whose bundle never loads the plugin', async () => {
    window.history.replaceState(null, '', '/?route=saved');
    vi.useFakeTimers();
    stop = watchDeepLinks(open);
    await vi.advanceTimersByTimeAsync(deepLinkDelayMs);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(plugin.loaded).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the launch URL’s screen exactly 1000 ms after reading it', async () => {
    simulatePlatform('android');
    plugin.launchUrl = 'waggle://saved';
    await startWatching();
    await vi.advanceTimersByTimeAsync(999);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledExactlyOnceWith('/saved');
  });

  it('falls back to the page’s shortcut query when the launch URL is no link', async () => {
    simulatePlatform('ios');
    plugin.launchUrl = 'capacitor://localhost/';
    window.history.replaceState(null, '', '/?shortcut=suggest');
    await startWatching();
    await vi.advanceTimersByTimeAsync(deepLinkDelayMs);
    expect(open).toHaveBeenCalledExactlyOnceWith('/suggest');
  });

  it('follows a URL the running app is opened with, a second later', async () => {
    simulatePlatform('ios');
    await startWatching();
    await vi.advanceTimersByTimeAsync(5000);
    expect(open).not.toHaveBeenCalled();
    plugin.listeners[0]?.({ url: 'waggle://suggest' });
    await vi.advanceTimersByTimeAsync(deepLinkDelayMs - 1);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledExactlyOnceWith('/suggest');
  });

  it('navigates once when the launch link is reported again by the event', async () => {
    simulatePlatform('ios');
    plugin.launchUrl = 'waggle://saved';
    await startWatching();
    await vi.advanceTimersByTimeAsync(300);
    plugin.listeners[0]?.({ url: 'waggle://saved' });
    await vi.advanceTimersByTimeAsync(deepLinkDelayMs);
    expect(open).toHaveBeenCalledExactlyOnceWith('/saved');
  });

  it('ignores a URL that is no link', async () => {
    simulatePlatform('android');
    await startWatching();
    plugin.listeners[0]?.({ url: 'waggle://admin' });
    await vi.advanceTimersByTimeAsync(deepLinkDelayMs);
    expect(open).not.toHaveBeenCalled();
  });

  it('once stopped, cancels a waiting link and stops listening', async () => {
    simulatePlatform('android');
    plugin.launchUrl = 'waggle://nearby';
    await startWatching();
    stop();
    await vi.advanceTimersByTimeAsync(deepLinkDelayMs);
    expect(open).not.toHaveBeenCalled();
    vi.useRealTimers();
    await vi.waitFor(() => expect(plugin.listeners).toHaveLength(0));
  });
});
