import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepReconnecting, reconnectDelayMs } from './reconnect';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A connection check that answers `false` until told otherwise. */
function connectionCheck() {
  const state = { back: false };
  const check = vi.fn(() => Promise.resolve(state.back));
  return { check, comeBack: () => (state.back = true) };
}

const setVisibility = (value: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });

describe('reconnecting (docs/product.md#reconnecting)', () => {
  it('waits 2, 4, 8, 16 s between checks, then 30 s at most', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelayMs)).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('checks on that schedule until the connection answers, then stops', async () => {
    const { check, comeBack } = connectionCheck();
    keepReconnecting(check);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(8000 + 16_000 + 30_000);
    expect(check).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(check).toHaveBeenCalledTimes(5);
    comeBack();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(check).toHaveBeenCalledTimes(6);
  });

  it('carries on the schedule from checks that failed before', async () => {
    const { check } = connectionCheck();
    keepReconnecting(check, 3);
    await vi.advanceTimersByTimeAsync(15_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks at once when the browser is back online, the page is shown or the window focused', async () => {
    const { check } = connectionCheck();
    keepReconnecting(check);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('runs one check at a time: a trigger during a check adds none', async () => {
    let answer: (back: boolean) => void = () => undefined;
    const check = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    keepReconnecting(check);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops when told: no more checks, on a timer or an event', async () => {
    const { check } = connectionCheck();
    const stop = keepReconnecting(check);
    stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).not.toHaveBeenCalled();
  });
});
