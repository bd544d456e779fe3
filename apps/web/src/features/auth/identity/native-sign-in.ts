// docs/product.md#native-sign-in: its timings and fallbacks.
export const nativeSignInTiming = {
  initialWaitMs: 100,
  timeoutMs: 20_000,
  pollWithCredential: { attempts: 5, intervalMs: 500 },
  pollWithoutCredential: { attempts: 10, intervalMs: 300 },
} as const;

interface NativeResult {
  credential: unknown;
}

/** What the native flow needs; the real ones wrap the Capacitor plugin and the Firebase SDK. */
export interface NativeSignInSteps<U> {
  pluginAvailable(): boolean;
  signInNatively(): Promise<NativeResult>;
  /** Signs the web SDK in with the native credential. */
  adoptCredential(credential: unknown): Promise<void>;
  currentUser(): U | null;
  popup(): Promise<U | null>;
  redirect(): Promise<null>;
}

class NativeTimeout extends Error {}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NativeTimeout('Native sign-in timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** An Apple sign-in the person cancelled gives no user (docs/product.md#sign-in-and-session). */
function isCancellation(error: unknown): boolean {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const parts = [code, message, error].filter(
    (part): part is string | number => typeof part === 'string' || typeof part === 'number',
  );
  return parts.some((part) => /cancel|1001/i.test(String(part)));
}

export async function signInOnNative<U>(
  provider: 'google' | 'apple',
  steps: NativeSignInSteps<U>,
): Promise<U | null> {
  await wait(nativeSignInTiming.initialWaitMs);
  if (!steps.pluginAvailable()) return steps.redirect();

  let result: NativeResult;
  try {
    result = await withTimeout(steps.signInNatively(), nativeSignInTiming.timeoutMs);
  } catch (error) {
    if (provider === 'apple' && isCancellation(error)) return null;
    return steps.popup();
  }

  const hasCredential = result.credential !== null && result.credential !== undefined;
  if (hasCredential) await steps.adoptCredential(result.credential).catch(() => undefined);
  const signedIn = steps.currentUser();
  if (signedIn) return signedIn;

  const { attempts, intervalMs } = hasCredential
    ? nativeSignInTiming.pollWithCredential
    : nativeSignInTiming.pollWithoutCredential;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await wait(intervalMs);
    const user = steps.currentUser();
    if (user) return user;
  }
  return null;
}
