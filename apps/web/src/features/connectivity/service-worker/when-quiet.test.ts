import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longestWaitMs, quietMs, whenQuiet } from './when-quiet';

// The browser's long-task reports, as a PerformanceObserver that the test drives.
const longTasks = vi.hoisted(() => ({ report: (): void => undefined, observing: false }));
class FakeObserver {
  static supportedEntryTypes = ['longtask'];
  constructor(callback: () => void) {
    longTasks.report = callback;
  }
  observe() {
    longTasks.observing = true;
  }
  disconnect() {
    longTasks.observing = false;
  }
}

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  longTasks.observing = false;
});

describe('waiting for the page to go quiet before the service worker installs', () => {
  it(`waits ${quietMs} ms after the last long task`, async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const quiet = whenQuiet();
    expect(longTasks.observing).toBe(true);
    await vi.advanceTimersByTimeAsync(quietMs - 100);
    longTasks.report();
    await vi.advanceTimersByTimeAsync(quietMs - 100);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(quiet)).toBe(true);
    expect(longTasks.observing).toBe(false);
  });

  it(`gives up waiting ${longestWaitMs / 1000} s on, on a page that is never quiet`, async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const quiet = whenQuiet();
    for (let waited = 0; waited < longestWaitMs - 1000; waited += 1000) {
      await vi.advanceTimersByTimeAsync(1000);
      longTasks.report();
    }
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(quiet)).toBe(true);
  });

  it(`waits ${quietMs} ms where the browser does not report long tasks`, async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const quiet = whenQuiet();
    await vi.advanceTimersByTimeAsync(quietMs - 1);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });
});
