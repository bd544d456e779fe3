import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthTokenSource } from '../lib/api-client';
import type { Platform } from '../lib/platform';
import { simulatePlatform } from './platform';

// What the API client's own tests share: the fetch it calls, on the web or on a device.

/**
 * Stubs `fetch` afresh for each test of the file; after each, real timers, the environment and
 * no signed-in user again.
 */
export function stubFetchForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    setAuthTokenSource(() => Promise.resolve(null));
  });
  return fetchMock;
}

/**
 * Each test of the suite runs on `platform` against the hosted API (its origin given with a
 * trailing slash, which is dropped), with fake timers to step through waits.
 */
export function onDeviceForEachTest(platform: Exclude<Platform, 'web'>) {
  beforeEach(() => {
    simulatePlatform(platform);
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.waggle.test/');
    vi.useFakeTimers();
  });
}

/** A fetch that never answers, and fails once its request is aborted. */
export const hangUntilAborted: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });
