import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nativeSignInTiming, signInOnNative, type NativeSignInSteps } from './native-sign-in';

interface FakeUser {
  uid: string;
}

// The Capacitor plugin cannot run in jsdom: each step is faked, the timing logic is real.
function fakeSteps(overrides: Partial<NativeSignInSteps<FakeUser>> = {}) {
  let current: FakeUser | null = null;
  const steps = {
    pluginAvailable: vi.fn(() => true),
    signInNatively: vi.fn(() => Promise.resolve({ credential: { idToken: 'native' } })),
    adoptCredential: vi.fn(() => Promise.resolve()),
    currentUser: vi.fn(() => current),
    popup: vi.fn(() => Promise.resolve<FakeUser | null>({ uid: 'from-popup' })),
    redirect: vi.fn(() => Promise.resolve(null)),
    ...overrides,
  };
  return { steps, signInLater: (user: FakeUser) => (current = user) };
}

describe('native sign-in (docs/product.md#sign-in-and-session)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms before starting', async () => {
    const { steps, signInLater } = fakeSteps();
    signInLater({ uid: 'u1' });
    const pending = signInOnNative('google', steps);
    await vi.advanceTimersByTimeAsync(nativeSignInTiming.initialWaitMs - 1);
    expect(steps.signInNatively).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(steps.signInNatively).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toEqual({ uid: 'u1' });
    expect(steps.adoptCredential).toHaveBeenCalledWith({ idToken: 'native' });
  });

  it('redirects when the native plugin is unavailable', async () => {
    const { steps } = fakeSteps({ pluginAvailable: () => false });
    const pending = signInOnNative('google', steps);
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBeNull();
    expect(steps.redirect).toHaveBeenCalledTimes(1);
    expect(steps.signInNatively).not.toHaveBeenCalled();
  });

  it('falls back to the web popup after 20 s without an answer', async () => {
    const { steps } = fakeSteps({ signInNatively: () => new Promise(() => undefined) });
    const pending = signInOnNative('google', steps);
    await vi.advanceTimersByTimeAsync(100 + nativeSignInTiming.timeoutMs - 1);
    expect(steps.popup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ uid: 'from-popup' });
  });

  it('falls back to the web popup when the plugin fails', async () => {
    const { steps } = fakeSteps({
      signInNatively: () => Promise.reject(new Error('plugin crashed')),
    });
    const pending = signInOnNative('apple', steps);
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toEqual({ uid: 'from-popup' });
  });

  it.each([
    new Error('The user canceled the sign-in flow.'),
    Object.assign(new Error('The operation couldn’t be completed.'), { code: '1001' }),
  ])('gives no user when Apple sign-in is cancelled (%o)', async (cancel) => {
    const { steps } = fakeSteps({ signInNatively: () => Promise.reject(cancel) });
    const pending = signInOnNative('apple', steps);
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBeNull();
    expect(steps.popup).not.toHaveBeenCalled();
  });

  it('polls 5 times at 500 ms when a credential came back', async () => {
    const { steps, signInLater } = fakeSteps();
    const pending = signInOnNative('google', steps);
    await vi.advanceTimersByTimeAsync(100);
    expect(steps.currentUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(steps.currentUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(steps.currentUser).toHaveBeenCalledTimes(2);
    signInLater({ uid: 'late' });
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toEqual({ uid: 'late' });
  });

  it('gives up after 5 × 500 ms with a credential', async () => {
    const { steps } = fakeSteps();
    const pending = signInOnNative('google', steps);
    await vi.advanceTimersByTimeAsync(100 + 5 * 500);
    await expect(pending).resolves.toBeNull();
    expect(steps.currentUser).toHaveBeenCalledTimes(1 + 5);
  });

  it('polls 10 times at 300 ms when no credential came back, then gives no user', async () => {
    const { steps } = fakeSteps({ signInNatively: () => Promise.resolve({ credential: null }) });
    const pending = signInOnNative('google', steps);
    await vi.advanceTimersByTimeAsync(100 + 10 * 300 - 1);
    expect(steps.currentUser).toHaveBeenCalledTimes(1 + 9);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
    expect(steps.currentUser).toHaveBeenCalledTimes(1 + 10);
    expect(steps.adoptCredential).not.toHaveBeenCalled();
  });
});
