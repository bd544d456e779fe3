import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerReachTimeoutMs, reachProvider, ProviderUnreachableError } from './reach-provider';

const never = () => new Promise<never>(() => undefined);

describe('reaching Google or Apple on the web (readable within 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fails after 10 s when the popup never opens', async () => {
    const pending = reachProvider('google', never);
    const outcome = expect(pending).rejects.toThrow(
      "Couldn't reach Google. Check your connection and try again.",
    );
    await vi.advanceTimersByTimeAsync(providerReachTimeoutMs);
    await outcome;
  });

  it('lets the person take their time once the popup has opened', async () => {
    // As in a browser, window.open is a plain writable property here.
    Object.defineProperty(window, 'open', {
      value: vi.fn(() => null),
      writable: true,
      configurable: true,
    });
    let finish: (value: string) => void = () => undefined;
    const pending = reachProvider('apple', () => {
      window.open('https://appleid.example', 'popup');
      return new Promise<string>((resolve) => (finish = resolve));
    });
    await vi.advanceTimersByTimeAsync(providerReachTimeoutMs * 6);
    finish('signed in');
    await expect(pending).resolves.toBe('signed in');
  });

  it('says the provider could not be reached when its script fails to load', async () => {
    const failure = Object.assign(new Error('Firebase: Error (auth/internal-error).'), {
      code: 'auth/internal-error',
    });
    await expect(reachProvider('apple', () => Promise.reject(failure))).rejects.toBeInstanceOf(
      ProviderUnreachableError,
    );
  });

  it('fails at once when the browser is offline, without trying', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const signIn = vi.fn(never);
    await expect(reachProvider('google', signIn)).rejects.toThrow("Couldn't reach Google");
    expect(signIn).not.toHaveBeenCalled();
  });

  it('puts window.open back afterwards', async () => {
    const before = Object.getOwnPropertyDescriptor(window, 'open');
    await reachProvider('google', () => Promise.resolve(1));
    expect(Object.getOwnPropertyDescriptor(window, 'open')).toEqual(before);
  });
});
