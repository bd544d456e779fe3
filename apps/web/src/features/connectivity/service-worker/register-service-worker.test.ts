import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../../test/platform';
import { registerServiceWorker } from './register-service-worker';
import { dismissUpdate, useWaitingUpdate } from './waiting-update';

// workbox-window, as the page drives it: each Workbox made, its registration and its messages.
const workbox = vi.hoisted(() => ({
  made: [] as { url: string; scope?: string; events: EventTarget; skipWaiting: () => void }[],
  registration: (): Promise<unknown> => Promise.resolve(undefined),
}));
vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    messageSkipWaiting = vi.fn();
    constructor(url: string, options: { scope?: string }) {
      super();
      workbox.made.push({
        url,
        scope: options.scope,
        events: this,
        skipWaiting: this.messageSkipWaiting,
      });
    }
    register = () => workbox.registration();
  },
}));

// The page goes quiet when the test says (when-quiet.test.ts tests the waiting itself).
const quiet = vi.hoisted(() => ({ now: true, waiters: [] as (() => void)[] }));
vi.mock('./when-quiet', () => ({
  whenQuiet: () =>
    quiet.now ? Promise.resolve() : new Promise<void>((resolve) => quiet.waiters.push(resolve)),
}));

/** A window whose page is loading or loaded, with a browser that has service workers (or not). */
function fakeWindow(readyState: DocumentReadyState, serviceWorker = true) {
  return Object.assign(new EventTarget(), {
    navigator: serviceWorker ? { serviceWorker: {} } : {},
    document: { readyState },
    location: { reload: vi.fn() },
  });
}
const register = (win: ReturnType<typeof fakeWindow>) =>
  registerServiceWorker(win as unknown as Window);

const registered = async () => {
  await vi.dynamicImportSettled();
  return workbox.made.map(({ url, scope }) => ({ url, scope }));
};

beforeEach(() => vi.stubEnv('PROD', true));
afterEach(() => {
  vi.unstubAllEnvs();
  workbox.made.length = 0;
  workbox.registration = () => Promise.resolve(undefined);
  quiet.now = true;
  quiet.waiters.length = 0;
  dismissUpdate();
});

describe('service worker registration (docs/product.md#connectivity-and-offline)', () => {
  it('registers /sw.js for the whole site once the page has loaded', async () => {
    const win = fakeWindow('loading');
    register(win);
    expect(await registered()).toEqual([]);
    win.dispatchEvent(new Event('load'));
    expect(await registered()).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('waits, once loaded, for the page to go quiet (the first screen comes first)', async () => {
    quiet.now = false;
    register(fakeWindow('complete'));
    expect(await registered()).toEqual([]);
    for (const resolve of quiet.waiters) resolve();
    expect(await registered()).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('registers when the page has already loaded', async () => {
    register(fakeWindow('complete'));
    expect(await registered()).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('registers nothing in the native apps, on the dev server or without service workers', async () => {
    simulatePlatform('android');
    register(fakeWindow('complete'));
    simulatePlatform('web');
    vi.stubEnv('PROD', false);
    register(fakeWindow('complete'));
    vi.stubEnv('PROD', true);
    register(fakeWindow('complete', false));
    expect(await registered()).toEqual([]);
  });

  it('ignores a failed registration silently (docs/product.md#error-messages)', async () => {
    const failed = vi.fn(() => Promise.reject(new DOMException('Rejected', 'SecurityError')));
    workbox.registration = failed;
    register(fakeWindow('complete'));
    expect(await registered()).toHaveLength(1);
    // An unhandled rejection would fail the test run.
    await vi.waitFor(() => expect(failed).toHaveBeenCalled());
  });

  it('offers a waiting version, which on Reload takes over and then reloads the page', async () => {
    const win = fakeWindow('complete');
    register(win);
    await registered();
    const [worker] = workbox.made;
    const { result } = renderHook(useWaitingUpdate);
    expect(result.current).toBeNull();

    act(() => {
      worker?.events.dispatchEvent(new Event('waiting'));
    });
    act(() => {
      result.current?.();
    });
    expect(worker?.skipWaiting).toHaveBeenCalledOnce();
    expect(win.location.reload).not.toHaveBeenCalled();
    worker?.events.dispatchEvent(new Event('controlling'));
    expect(win.location.reload).toHaveBeenCalledOnce();
  });
});
