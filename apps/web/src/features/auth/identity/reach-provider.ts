import { providerLabels, type ProviderName } from './providers';

/**
 * On the web the sign-in popup opens only once the provider's script and helper frame have
 * loaded. Offline or blocked, that never happens and Firebase keeps waiting: after this long
 * without a popup, the person is told instead.
 */
export const providerReachTimeoutMs = 10_000;

export class ProviderUnreachableError extends Error {
  constructor(provider: ProviderName) {
    super(`Couldn't reach ${providerLabels[provider]}. Check your connection and try again.`);
    this.name = 'ProviderUnreachableError';
  }
}

export class ProviderSignInError extends Error {
  constructor(provider: ProviderName, cause: unknown) {
    super(`Signing in with ${providerLabels[provider]} didn't work. Please try again.`, { cause });
    this.name = 'ProviderSignInError';
  }
}

export const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

// What Firebase reports when the provider's script or frame did not load.
const unreachableCodes = new Set(['auth/network-request-failed', 'auth/internal-error']);

/**
 * Runs a popup sign-in, failing with ProviderUnreachableError when the provider cannot be
 * reached: offline at once, a load error as it happens, a silent hang after 10 s. Once the popup
 * has opened, the person takes as long as they like.
 */
export async function reachProvider<T>(
  provider: ProviderName,
  signIn: () => Promise<T>,
): Promise<T> {
  if (navigator.onLine === false) throw new ProviderUnreachableError(provider);
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unreachable = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ProviderUnreachableError(provider)),
      providerReachTimeoutMs,
    );
  });
  // The popup opening is the sign that the provider was reached; Firebase opens it with
  // window.open, looked up at the time of the call.
  const ownOpen = Object.getOwnPropertyDescriptor(window, 'open');
  const open = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    opened = true;
    clearTimeout(timer);
    return open(...args);
  };
  try {
    return await Promise.race([signIn(), unreachable]);
  } catch (error) {
    if (error instanceof ProviderUnreachableError) throw error;
    if (!opened && unreachableCodes.has(errorCode(error))) {
      throw new ProviderUnreachableError(provider);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    if (ownOpen) Object.defineProperty(window, 'open', ownOpen);
    else Reflect.deleteProperty(window, 'open');
  }
}
